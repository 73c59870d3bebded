int a;

/*
 Not fixed: this comment holds a script for "perl -x comment-script.c",
 which wants its lines as they are.
#!/usr/bin/perl -n
print if /^int/;
__END__
 */

/*
 Fixed: no script in this one.
 */
int b;

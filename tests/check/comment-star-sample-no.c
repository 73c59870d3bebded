/* Format of the configuration file:

   # Settings are read from the command line first,
   # then from the user's file.
   Host example.org
     Port 2222
   # Defaults for the rest
   Host *
     Port 22
*/
int x;

/*
	Run it so:
	$ make
	$ ./prog -v
	$ ./prog -q
*/
int y;

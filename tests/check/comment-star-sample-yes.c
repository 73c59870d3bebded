/* Configuration:

   # one sample line
   Host example.org
     Port 2222
   # not enough to be a sample
*/
int x;

/*
	$5 is a price, not a prompt,
	#3 is a rank, not a comment,
	and a #hashtag neither.
*/
int y;

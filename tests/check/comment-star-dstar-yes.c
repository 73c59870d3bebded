/*
** A margin of two stars (parisc, m68k, efs): where the file's other
** comments have one, a finding, but no fix, which would leave " **".
*/
int a;

	/*
	** One such line is enough to say the form.
	*/
int b;

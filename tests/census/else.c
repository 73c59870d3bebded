void f(int x)
{
	if (x) {
		g();
	} else {
		h();
	}
	if (x) {
		g();
	}
	else {
		h();
	}
	if (x)
		g();
	else
		h();
	if (x) {
		g();
	} else if (x > 1) {
		h();
	}
}

void g(int x)
{
	if (x) {
		g();
	}
	/* a comment puts the else on a line of its own */
	else {
		h();
	}
	if (x) {
		g();
	}

	else {
		h();
	}
}

void h(int x)
{
	if (x)
		switch (x) {
		case 1:
			break;
		}
	else
		g();
	if (x)
		for (;;) {
			g();
		} else
		h();
}

/*
 * max_line_length is off by default: the rule on alone reports nothing, however long the line.
 */
int answer(int first_argument, int second_argument, int third_argument, int fourth);

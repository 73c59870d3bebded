/*
 * long-identifier is off by default: names longer than 24 characters
 * are no finding unless it is turned on.
 */
#define UNIFORM_A_VERY_LONG_MACRO_NAME 1

int a_function_with_a_rather_long_name(int a_parameter_with_a_long_name);

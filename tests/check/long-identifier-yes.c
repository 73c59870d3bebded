/* Long names, reported where declared, once. */
#define UNIFORM_A_VERY_LONG_MACRO_NAME 1

typedef unsigned int a_very_long_type_name_for_tests_t;

struct a_very_long_structure_tag_name {
	u32 partial_block_buffer_length;
	int (*a_long_function_pointer_field)(void);
};

enum { AN_ENUMERATOR_WITH_A_LONG_NAME = 2 };

static int a_function_with_a_long_name(int a_parameter_with_a_long_name)
{
	int a_local_variable_with_long_name = a_parameter_with_a_long_name;

	return a_local_variable_with_long_name +
	       a_function_with_a_long_name(a_parameter_with_a_long_name);
}

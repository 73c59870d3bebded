/*
 * rules: the registry's table, one entry a rule of UNIFORM_RULES
 * (aspects/registry.h), each the descriptor its rule's own file defines
 * (rule_comment_open in rules/comment_open.c, ...).
 */
#include "config/settings.h"

#define RULE_ENTRY(id, sym, ...) [R_##id] = &rule_##sym,
static const RuleInfo *const rule_table[R_NRULES] = {
	UNIFORM_RULES(RULE_ENTRY, RULE_ENTRY, REGISTRY_NONE)
};
#undef RULE_ENTRY

#define ASPECT_RULE(id, ...) [AS_##id] = R_##id,
const Rule aspect_rule[AS_NASPECT] = {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_RULE, REGISTRY_NONE)
};
#undef ASPECT_RULE

const RuleInfo *rule_info(Rule r)
{
	return rule_table[r];
}

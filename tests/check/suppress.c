/* Suppressed on its line: NOLINT
 */
/* Suppressed for this rule: NOLINT(comment-open)
 */
/* Not suppressed: the list names another tool's check. NOLINT(readability-braces)
 */
// NOLINTNEXTLINE(comment-open)
/* Suppressed by the line above.
 */
/* uniform-disable: comment-open */
/* Inside a disabled region.
 */
/* uniform-enable: comment-open */
/* After the region: a finding.
 */

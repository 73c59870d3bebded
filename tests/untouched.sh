# untouched.sh - the tests leave the checkout as they found it (sourced by
# run.sh and valgrind.sh, not run).
#
#   untouched_begin REPO    before the tests
#   untouched_end NAME      after them: "pass NAME" or "fail NAME" in
#                           $RESULTS
#
# No test may write into the checkout, which may be read-only: NAME fails
# when a file or directory there changed after untouched_begin (a file
# written or its mode changed, an entry made or removed in a directory),
# or when git status has a line it did not have before.  What git ignores
# (the builds, made before the tests) and .git are not looked at.  Editing
# the checkout while the tests run fails NAME too.

untouched_begin() {
	ut_repo=$1
	ut_stamp=$(mktemp)
	ut_git=$(untouched_status)
}

# untouched_status: git status of the checkout, nothing outside git.
untouched_status() {
	git -C "$ut_repo" status --porcelain --untracked-files=all 2>/dev/null || true
}

# untouched_changed: what changed in the checkout since untouched_begin,
# one path a line, less what git ignores.
untouched_changed() {
	find "$ut_repo" -path "$ut_repo/.git" -prune -o -cnewer "$ut_stamp" -print |
		while IFS= read -r p; do
			git -C "$ut_repo" check-ignore -q "$p" 2>/dev/null || echo "$p"
		done
}

untouched_end() {
	changed=$(untouched_changed)
	now=$(untouched_status)
	rm -f "$ut_stamp"
	if [ -z "$changed" ] && [ "$now" = "$ut_git" ]; then
		echo "pass $1" >>"$RESULTS"
		return 0
	fi
	echo "fail $1" >>"$RESULTS"
	echo "FAIL $1: the tests wrote into the checkout $ut_repo"
	if [ -n "$changed" ]; then
		echo "$changed" | head -n 20 | sed 's/^/    changed: /'
	fi
	if [ "$now" != "$ut_git" ]; then
		echo "    git status before:"
		echo "$ut_git" | head -n 20 | sed 's/^/    /'
		echo "    and after:"
		echo "$now" | head -n 20 | sed 's/^/    /'
	fi
}

"""A resting <sticky-badge>'s state read through the API (its `badge`, count, spoken label and
phase) makes no session of the core: a page that reads them on 10,000 resting badges leaves
the wasm heap as it was, and what it read is what the session says once one is made."""
from test_package_roots import never_idle

ROWS = 10000

# Appends ROWS resting badges (counts 1 to 120, every 50th a dot, every 97th hidden) and
# loads the core; resolves to the module's heap then.
ADD_AND_LOAD = """async (rows) => {
  const list = document.createElement('div');
  for (let row = 0; row < rows; row += 1) {
    const badge = document.createElement('sticky-badge');
    badge.className = 'many';
    if (row % 50 !== 0) badge.setAttribute('count', String((row % 120) + 1));
    list.append(badge);
  }
  document.body.append(list);
  list.querySelectorAll('sticky-badge:nth-child(97n + 1)').forEach((badge) => { badge.hidden = true; });
  window.stickyApi = await (await import('stickybadge')).loadStickyBadge();
  return window.stickyApi.memoryUsage().heapBytes;
}"""

# Every badge's [count, spoken label, phase] read through `badge`; and the module's heap after.
READ_ALL = """() => {
  const states = [...document.querySelectorAll('.many')].map((element) => {
    const badge = element.badge;
    return [badge === element.badge, badge.count, badge.accessibilityLabel, badge.phase];
  });
  return [states, window.stickyApi.memoryUsage().heapBytes];
}"""

# The same three read from each badge's session (made now), for the rows given.
SESSIONS = """(rows) => rows.map((row) => {
  const session = document.querySelectorAll('.many')[row].badge.session;
  return [session.count, session.accessibilityLabel, session.phase];
})"""


def test_reading_resting_badges_makes_no_session(open_example, figures_line):
    page = open_example(page="roots.html", before=never_idle)
    heap = page.evaluate(ADD_AND_LOAD, ROWS)
    states, heap_after = page.evaluate(READ_ALL)
    assert heap_after == heap, f"reading {ROWS} badges took {heap_after - heap} bytes of wasm heap"
    figures_line(f"wasm heap {heap:,} bytes before and after reading {ROWS:,} resting badges")
    assert all(same for same, *_ in states), "`badge` is one object per element"
    assert states[1][1:] == [2, "2 unread messages", "resting"]
    assert states[50][1:] == [None, "New", "resting"]
    assert states[97][3] is None, "a hidden badge has no phase"
    # What was read at rest is what the core's session says (shown, dot, hidden, 99+).
    rows = [1, 2, 50, 97, 98, 119, 120]
    sessions = page.evaluate(SESSIONS, rows)
    assert [states[row][1:] for row in rows] == sessions
    assert page.evaluate("window.stickyApi.memoryUsage().heapBytes") > heap, "sessions were made"

"""A page scrolled down and right (pages/changes.html made taller and wider than the window):
a badge is pressed where it shows, in the window's points, not the page's. Real mouse drags on
a <sticky-badge> and on an attached element: a short pull springs home, a long one bursts."""
from package_pages import log_of, mouse_drag

SCROLL = """() => {
  document.body.style.width = '3000px'; // the page, not an element over the badge
  document.body.style.height = '3000px';
  window.scrollTo(70, 90);
  return [window.scrollX, window.scrollY];
}"""

PHASE_RESTING = "(id) => (document.getElementById(id).badge ?? window.attached).phase === 'resting'"


def test_a_badge_of_a_scrolled_page_is_pulled_where_it_shows(open_example):
    page = open_example(page="changes.html")
    assert page.evaluate(SCROLL) == [70, 90]
    for kind in ("element", "attached"):
        badge_id = page.evaluate(f"window.makeBadge('{kind}')")
        page.wait_for_timeout(50)
        box = page.locator(f"#{badge_id}").bounding_box()
        assert abs(box["x"] - 50) < 1 and abs(box["y"] - 30) < 1, box  # 120 - 70, 120 - 90
        mouse_drag(page, f"#{badge_id}", -20, 10)
        log = log_of(page, badge_id)
        assert log[:1] == ["stickybadge-began"] and "stickybadge-dismiss" not in log, (kind, log)
        page.wait_for_function(PHASE_RESTING, arg=badge_id, timeout=4000)  # home again
        mouse_drag(page, f"#{badge_id}", 160, 60)
        log = log_of(page, badge_id)
        assert log.count("stickybadge-began") == 2 and log.count("stickybadge-dismiss") == 1, (kind, log)

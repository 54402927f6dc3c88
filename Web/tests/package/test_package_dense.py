"""Touch targets that share space (pages/dense.html): in lists whose rows are 16, 20, 28 and
44 px apart, closer than the touch target, every badge is dragged from its centre and from
4 px outside each edge (above and below where the gap leaves that point nearer it), with
real mouse drags; the press goes to the badge whose visible shape is nearest (the core's
TouchTargetChoice)."""
from package_pages import center

SPACINGS = (16, 20, 28, 44)
ROWS = 6
BADGE_HEIGHT = 20


def drag_from(page, x, y):
    """A short pull from (x, y): 30 px to the left, let go (the badge springs home)."""
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 15, y, steps=2)
    page.mouse.move(x - 30, y, steps=2)
    page.mouse.up()


def began_ids(page):
    return page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'stickybadge-began').map((e) => e.id)")


def test_every_badge_in_dense_rows_is_dragged_from_its_centre_and_around_it(open_example):
    page = open_example(page="dense.html")
    boxes = {f"b{spacing}-{row}": page.locator(f"#b{spacing}-{row}").bounding_box()
             for spacing in SPACINGS for row in range(ROWS)}
    presses = {"centre": [], "left": [], "right": [], "above": [], "below": []}
    for spacing in SPACINGS:
        gap = spacing - BADGE_HEIGHT
        for row in range(ROWS):
            badge = f"b{spacing}-{row}"
            box = boxes[badge]
            x, y = center(box)
            presses["centre"].append((badge, x, y))
            presses["left"].append((badge, box["x"] - 4, y))
            presses["right"].append((badge, box["x"] + box["width"] + 4, y))
            if row == 0 or gap > 8:
                presses["above"].append((badge, x, box["y"] - 4))
            if row == ROWS - 1 or gap > 8:
                presses["below"].append((badge, x, box["y"] + box["height"] + 4))
    for row in range(ROWS):
        presses["centre"].append((f"c{row}", *center(page.locator(f"#c{row}").bounding_box())))
    wrong = []
    for where, group in presses.items():
        for badge, x, y in group:
            before = len(began_ids(page))
            drag_from(page, x, y)
            began = began_ids(page)[before:]
            if began != [badge]:
                wrong.append(f"{where} of {badge}: began {began}")
        # Every badge of the group springs home before the next group presses it again.
        page.wait_for_function("""() => [...document.querySelectorAll('sticky-badge')]
          .every((element) => element.badge && element.badge.phase === 'resting')""", timeout=5000)
    assert not wrong, "\n".join(wrong)

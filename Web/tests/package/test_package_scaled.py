"""Badges under scaled ancestors (pages/scaled.html): a badge under transform: scale(0.5),
scale(2) or zoom: 2 is pulled free and held; the overlay draws it at the size it shows on
screen, under the finger. A press beside it is taken within its touch target: the touch
margin (14 px) on screen, except under a scaled-down ancestor, whose scale the resting
badge's styled target (CSS pixels, set before anything is measured) shrinks with it: 7 px
on screen under scale(0.5)."""
import pytest

from package_pages import center, hold, log_of

BADGES = ["plain", "half", "double", "zoomed"]
# Where a press beside each badge's left edge (screen pixels) is still taken, and where no more.
BESIDE = {"plain": (12, 16), "half": (5, 9), "double": (12, 16), "zoomed": (12, 16)}
PULL = 130  # CSS pixels on screen, past the default snap distance (80): the badge is free

# The overlay's ink around (x, y) in CSS pixels: the extent of the opaque pixels along the
# row through y and the column through x, within `reach` of the point.
INK_EXTENT = """([x, y, reach]) => {
  const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
  const ratio = canvas.width / canvas.clientWidth;
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const inked = (px, py) => px >= 0 && py >= 0 && px < canvas.width && py < canvas.height
    && data[(Math.round(py) * canvas.width + Math.round(px)) * 4 + 3] > 127;
  const extent = (dx, dy) => {
    let low = null, high = null;
    for (let step = -reach * ratio; step <= reach * ratio; step += 1) {
      if (!inked(x * ratio + dx * step, y * ratio + dy * step)) continue;
      if (low === null) low = step;
      high = step;
    }
    return low === null ? null : [low / ratio, (high + 1) / ratio];
  };
  return { across: extent(1, 0), down: extent(0, 1) };
}"""


@pytest.mark.parametrize("badge", BADGES)
def test_a_badge_under_a_scaled_ancestor_is_drawn_at_the_size_it_shows(open_example, badge):
    page = open_example(page="scaled.html")
    box = page.locator(f"#{badge}").bounding_box()
    x, y = hold(page, f"#{badge}", PULL, 0, steps=26)
    page.wait_for_timeout(400)  # the snap's spring settles
    ink = page.evaluate(INK_EXTENT, [x + PULL, y, box["width"]])
    page.mouse.up()
    assert log_of(page, badge)[:1] == ["stickybadge-began"], log_of(page, badge)
    assert ink["across"] is not None and ink["down"] is not None, f"no ink under the finger: {ink}"
    (left, right), (top, bottom) = ink["across"], ink["down"]
    # Drawn as large as its box shows on screen (anti-aliased edges: within a pixel and a
    # half), centred under the finger that pressed its centre.
    assert abs((right - left) - box["width"]) <= 1.5, (ink, box)
    assert abs((bottom - top) - box["height"]) <= 1.5, (ink, box)
    assert abs((left + right) / 2) <= 1 and abs((top + bottom) / 2) <= 1, (ink, box)


@pytest.mark.parametrize("badge", BADGES)
def test_a_press_beside_a_scaled_badge_is_taken_within_its_touch_target(open_example, badge):
    page = open_example(page="scaled.html")
    box = page.locator(f"#{badge}").bounding_box()
    _, y = center(box)
    began = 0
    inside, outside = BESIDE[badge]
    for beside, taken in [(inside, True), (outside, False)]:
        page.mouse.move(box["x"] - beside, y)
        page.mouse.down()
        for step in range(1, 11):
            page.mouse.move(box["x"] - beside - 4 * step, y)
        page.mouse.up()
        page.wait_for_timeout(900)  # the return spring settles
        began += 1 if taken else 0
        assert log_of(page, badge).count("stickybadge-began") == began, (beside, log_of(page, badge))

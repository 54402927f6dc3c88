"""What a page notices (pages/lazy.html): the README's imports work as written before the
core has arrived, and the label reads "99+" in a right-to-left page, at rest and dragged."""
from package_pages import center
from test_package_lazy import never_idle

ATTACH_BEFORE_THE_CORE = """async () => {
  const { attachStickyBadge, createClearAllGroup } = await import("stickybadge");
  const counter = document.createElement("span");
  counter.id = "counter";
  counter.textContent = "4";
  document.body.append(counter);
  const badge = attachStickyBadge(counter);
  badge.setCount(7);  // before the core: made when it arrives
  const group = createClearAllGroup(document.querySelector("#bob"), [badge]);
  const before = [badge.badge === null, badge.count];
  await badge.ready;
  await group.ready;
  return [...before, badge.count, counter.getAttribute("aria-label")];
}"""


def test_the_readme_imports_work_at_once_and_attach_when_the_core_arrives(open_example):
    page = open_example(page="lazy.html", before=never_idle)
    assert page.evaluate(ATTACH_BEFORE_THE_CORE) == [True, None, 7, "7 unread messages"]
    x, y = center(page.locator("#counter").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 30, y, steps=4)
    assert page.evaluate("document.querySelector('#counter').controller.phase") == "stretching"
    page.mouse.up()


def test_the_label_reads_99_plus_in_a_right_to_left_page(open_example):
    page = open_example(page="lazy.html")
    page.evaluate("document.documentElement.dir = 'rtl'")
    order = page.evaluate("""() => {
      const box = document.querySelector('#team').shadowRoot.querySelector('[part=badge]');
      const text = box.firstChild;
      const at = (index) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      return [text.data, at(0) < at(2)];
    }""")
    assert order == ["99+", True], order
    x, y = center(page.locator("#team").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 30, y, steps=4)
    direction = page.evaluate(
        "getComputedStyle(document.querySelector('canvas[data-stickybadge-overlay]')).direction")
    page.mouse.up()
    assert direction == "ltr"


INK_AT = """([x, y]) => {
  const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
  const ratio = canvas.width / canvas.clientWidth;
  const data = canvas.getContext('2d').getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
  return data[3] > 0;
}"""


def test_the_anchor_and_bridge_follow_the_element_when_the_page_scrolls_under_a_pull(open_example):
    page = open_example()
    x, y = center(page.locator("#bob").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 40, y, steps=5)
    page.evaluate("""async () => {
      document.querySelector('#chats').scrollTop = 30;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }""")
    moved = center(page.locator("#bob").bounding_box())
    assert abs(moved[1] - (y - 30)) < 0.5, moved
    ink = [page.evaluate(INK_AT, list(point)) for point in ((x, y - 30), (x, y), (x - 40, y))]
    page.mouse.up()
    assert ink == [True, False, True], "anchor at the element, none where it was, badge at the finger"

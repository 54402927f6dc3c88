"""No input stops the core, seen in the chat-list example: counts of any size show "99+" and
leave the badge draggable; a trap, if the module ever had one, leaves every badge static
with one console error and the page working."""
from package_pages import center, log_of, mouse_drag, overlay_is_empty

LABEL = "(id) => document.querySelector('#' + id).shadowRoot.querySelector('[part=badge]').textContent"

# Makes the module's sb_session_down trap, as a RuntimeError out of the module would.
TRAPPING_CORE = """
(() => {
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...args) => {
    const { module, instance } = await instantiate(...args);
    const exports = { ...instance.exports, sb_session_down() {
      throw new WebAssembly.RuntimeError("unreachable");
    } };
    return { module, instance: { exports } };
  };
  window.consoleErrors = [];
  const error = console.error.bind(console);
  console.error = (...args) => { window.consoleErrors.push(args.join(" ")); error(...args); };
})();
"""


def test_counts_of_any_size_show_99_plus_and_stay_draggable(open_example):
    page = open_example()
    for count in ["1e20", "99999999999", "2147483648", "1e400"]:
        page.evaluate(f"document.querySelector('#bob').setAttribute('count', '{count}')")
        assert page.evaluate(LABEL, "bob") == "99+", count
    page.evaluate("""(() => {
      const badge = document.createElement('sticky-badge');
      badge.id = 'huge';
      badge.setAttribute('count', '99999999999');
      document.querySelector('#chats li').append(badge);
      window.legacyBadge.setCount(1e10);
    })()""")
    assert page.evaluate(LABEL, "huge") == "99+"
    assert page.evaluate("document.querySelector('#legacy').getAttribute('aria-label')") \
        == "2147483647 unread messages"
    mouse_drag(page, "#huge", -30, 0)
    page.evaluate("document.querySelector('#bob').setAttribute('count', '4')")
    mouse_drag(page, "#bob", -30, 0)
    page.wait_for_timeout(1200)  # the return springs settle
    assert "stickybadge-began" in log_of(page, "huge"), log_of(page, "huge")
    assert "stickybadge-began" in log_of(page, "bob"), log_of(page, "bob")
    assert overlay_is_empty(page)


def test_a_trap_leaves_badges_static_with_one_console_error(open_example):
    page = open_example(before=lambda tab: tab.add_init_script(TRAPPING_CORE))
    for _ in range(2):
        x, y = center(page.locator("#bob").bounding_box())
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x - 60, y + 20, steps=5)
        page.mouse.up()
        page.wait_for_timeout(300)
    errors = page.evaluate("window.consoleErrors")
    assert len(errors) == 1 and "stickybadge: the core stopped" in errors[0], errors
    assert log_of(page, "bob") == [], log_of(page, "bob")
    assert page.evaluate("window.pendingFrames") == 0
    assert page.evaluate(LABEL, "bob") == "12"
    # Static, yet the page still drives what it shows: counts change the resting badge.
    page.evaluate("document.querySelector('#bob').setAttribute('count', '120')")
    assert page.evaluate(LABEL, "bob") == "99+"
    visibility = page.evaluate("""getComputedStyle(document.querySelector('#bob').shadowRoot
      .querySelector('[part=badge]')).visibility""")
    assert visibility == "visible"
    canvas = page.evaluate("!!document.querySelector('canvas[data-stickybadge-overlay]')")
    assert not canvas or overlay_is_empty(page)

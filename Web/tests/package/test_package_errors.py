"""The web package's bad configurations in the chat-list example: a `configuration` the core
refuses (a value out of range, an unknown knob, text that is not JSON), set as the element's
attribute, through setConfiguration or before the core has loaded, is reported once (a
`stickybadge-error` event with the core's message, the CLI's text, and one console error) and
leaves the badge working with its previous configuration."""
from package_pages import log_of, mouse_drag

# Collects the stickybadge-error events and the console errors of the page.
COLLECT = """
(() => {
  window.errorEvents = [];
  window.consoleErrors = [];
  document.addEventListener("stickybadge-error", (event) => window.errorEvents.push(
    { id: event.target.id, message: event.detail.message }));
  const error = console.error.bind(console);
  console.error = (...parts) => { window.consoleErrors.push(parts.join(" ")); error(...parts); };
})();
"""


def collected(page):
    return page.evaluate("({ events: window.errorEvents, console: window.consoleErrors })")


def test_out_of_range_attribute_keeps_the_previous_configuration(open_example):
    """an attribute out of range: the CLI's message, once, and the badge keeps snapDistance 120."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    page.wait_for_function("document.querySelector('#bob').badge !== null")
    page.evaluate("""document.querySelector('#bob')
      .setAttribute('configuration', '{"snapDistance": 120}')""")
    page.evaluate("""document.querySelector('#bob')
      .setAttribute('configuration', '{"snapDistance": -5}')""")
    message = "configuration.snapDistance: must be in [0.01, 10000], got -5"
    assert collected(page) == {
        "events": [{"id": "bob", "message": message}], "console": [f"stickybadge: {message}"]}
    assert page.evaluate("document.querySelector('#bob').badge.session.configuration") == {
        "snapDistance": 120}
    # 100 pt is past the default snap distance (80) and short of the kept 120: it springs home.
    mouse_drag(page, "#bob", -100, 0)
    page.wait_for_timeout(1500)  # the return spring settles
    log = log_of(page, "bob")
    assert "stickybadge-restored" in log and "dismiss" not in log, log


def test_set_configuration_unknown_knob_and_not_json(open_example):
    """setConfiguration with an unknown knob returns false; an attribute that is not JSON is said so."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    taken = page.evaluate("""[
      window.legacyBadge.setConfiguration({ reattachDistance: 250 }),
      window.legacyBadge.setConfiguration({ nonsense: 1 }),
      window.legacyBadge.setConfiguration({ snapDistance: 90 }),
    ]""")
    assert taken == [False, False, True], taken
    page.wait_for_function("document.querySelector('#alice').badge !== null")
    page.evaluate("document.querySelector('#alice').setAttribute('configuration', '{snap')")
    result = collected(page)
    assert result["events"] == [
        {"id": "legacy",
         "message": "configuration.reattachDistance: must be smaller than snapDistance (250 >= 80)"},
        {"id": "legacy", "message": "configuration.nonsense: unknown knob"},
        {"id": "alice", "message": "configuration: not JSON"},
    ], result
    assert len(result["console"]) == 3, result
    assert page.evaluate("window.legacyBadge.configuration") == {"snapDistance": 90}
    mouse_drag(page, "#alice", -40, 0)  # still draggable
    assert "stickybadge-began" in log_of(page, "alice")


def test_invalid_configuration_before_the_core(open_example):
    """a badge made with a refused configuration before the core loads: reported when the core
    arrives, and the badge works with the defaults."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    page.evaluate("""(() => {
      const badge = document.createElement('sticky-badge');
      badge.id = 'late';
      badge.setAttribute('count', '4');
      badge.setAttribute('configuration', '{"burst.particleCount": 9999}');
      document.querySelector('#chats').append(badge);
    })()""")
    page.wait_for_function("document.querySelector('#late').badge !== null")
    result = collected(page)
    assert result["events"] == [{"id": "late", "message":
        "configuration.burst.particleCount: must be in [0, 512], got 9999"}], result
    assert len(result["console"]) == 1, result
    assert page.evaluate("document.querySelector('#late').badge.session.configuration") is None

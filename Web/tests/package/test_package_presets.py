"""The `preset` attribute in the chat-list example: a name of the core's presets gives the
badge that preset's knobs, with its `configuration` set on top; an unknown name is reported
once (a `stickybadge-error` event listing the presets, and one console error) and the badge
keeps the defaults."""
from package_pages import log_of, mouse_drag
from test_package_errors import COLLECT, collected

PRESETS = "qq, qqBubbleBigCircleStays, qqBubbleBigCircleMoves, explodingButton, swiftBadge, azMetaBall"


def wait_for_log(page, badge_id, event_type):
    page.wait_for_function(
        f"window.stickyLog.some((e) => e.id === '{badge_id}' && e.type === '{event_type}')",
        timeout=5000)


def configuration_of(page, badge_id):
    return page.evaluate(f"document.querySelector('#{badge_id}').badge.session.configuration")


def test_preset_then_configuration_on_top(open_example):
    """explodingButton snaps at 60: a 70-pixel pull bursts; a configuration of
    snapDistance 90 on top keeps the rest of the preset, and the same pull springs home."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    page.wait_for_function("document.querySelector('#bob').badge !== null")
    page.evaluate("document.querySelector('#bob').setAttribute('preset', 'explodingButton')")
    knobs = configuration_of(page, "bob")
    assert knobs["snapDistance"] == 60 and knobs["burst.style"] == 1 and knobs["burst.duration"] == 1, knobs
    assert not any(name.startswith("color.") for name in knobs), f"the page's colours stay: {knobs}"
    page.evaluate("""document.querySelector('#alice').setAttribute('preset', 'explodingButton');
      document.querySelector('#alice').setAttribute('configuration', '{"snapDistance": 90}')""")
    knobs = configuration_of(page, "alice")
    assert knobs["snapDistance"] == 90 and knobs["reattachDistance"] == 20, knobs
    mouse_drag(page, "#bob", -70, 0)
    wait_for_log(page, "bob", "dismiss")
    mouse_drag(page, "#alice", -70, 0)
    wait_for_log(page, "alice", "stickybadge-restored")
    assert "dismiss" not in log_of(page, "alice")
    assert collected(page) == {"events": [], "console": []}


def test_unknown_preset_is_said_and_the_badge_keeps_the_defaults(open_example):
    """an unknown name: one event and one console error listing the presets; the defaults
    (snap at 80: a 70-pixel pull springs home)."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    page.wait_for_function("document.querySelector('#bob').badge !== null")
    page.evaluate("document.querySelector('#bob').setAttribute('preset', 'bouncy')")
    message = f'preset: unknown "bouncy" (the presets: {PRESETS})'
    assert collected(page) == {
        "events": [{"id": "bob", "message": message}], "console": [f"stickybadge: {message}"]}
    assert configuration_of(page, "bob") is None
    mouse_drag(page, "#bob", -70, 0)
    wait_for_log(page, "bob", "stickybadge-restored")
    assert "dismiss" not in log_of(page, "bob")


def test_preset_before_the_core(open_example):
    """a badge made with a preset before the core loads has it once the core arrives."""
    page = open_example(before=lambda tab: tab.add_init_script(COLLECT))
    page.evaluate("""(() => {
      const badge = document.createElement('sticky-badge');
      badge.id = 'late';
      badge.setAttribute('count', '4');
      badge.setAttribute('preset', 'swiftBadge');
      document.querySelector('#chats').append(badge);
    })()""")
    page.wait_for_function("document.querySelector('#late').badge !== null")
    knobs = configuration_of(page, "late")
    assert knobs["returnOvershoot"] == 50 and knobs["waistNarrowingBase"] == 0.1, knobs
    assert collected(page) == {"events": [], "console": []}

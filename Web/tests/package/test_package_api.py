"""The web package's API in the chat-list example: keys, reduced motion, the tuning
panel's reads of the core, inspect() and the frame observer, the time scale, the debug
overlay, and the label's cached bitmaps against fillText."""
from package_pages import hold, log_of, overlay_is_empty, watch_ink

# Draws each case's label with fillText (as paint-canvas.js does without a bitmap) and with
# LabelBitmaps.draw on a red capsule-coloured background; returns the largest channel
# difference, how many positions drew from a bitmap, and the difference with the pen a
# quarter device pixel right.
LABEL_BITMAP_COMPARISON = """
async () => {
  const { LabelBitmaps, LABEL_REFERENCE_SIZE } =
    await import("./node_modules/stickybadge/src/label-bitmap.js");
  const labels = new LabelBitmaps();
  const font = `bold ${LABEL_REFERENCE_SIZE}px "DejaVu Sans"`;
  await document.fonts.load(font);
  const width = 160;
  const height = 80;
  const canvas = (transform) => {
    const context = new OffscreenCanvas(width, height).getContext("2d");
    context.fillStyle = "rgb(255, 59, 48)";
    context.fillRect(0, 0, width, height);
    context.setTransform(...transform);
    return context;
  };
  const difference = (a, b) => {
    const first = a.getImageData(0, 0, width, height).data;
    const second = b.getImageData(0, 0, width, height).data;
    let worst = 0;
    for (let index = 0; index < first.length; index += 1) {
      worst = Math.max(worst, Math.abs(first[index] - second[index]));
    }
    return worst;
  };
  const cases = [
    { transform: [1, 0, 0, 1, 0, 0], size: 13, text: "12", alpha: 1 },
    { transform: [2, 0, 0, 2, -7.3, 0], size: 11.3, text: "99+", alpha: 0.6 },
    { transform: [1.25, 0, 0, 1.25, 0, 0.4], size: 14.2, text: "7", alpha: 1 },
  ];
  const results = [];
  for (const { transform, size, text, alpha } of cases) {
    const positions = 48;
    let worst = 0;
    let cached = 0;
    let quarterOff = 0;
    for (let index = 0; index < positions; index += 1) {
      const x = 30 + index / positions + (index % 5);
      const y = 25 + ((index * 7) % positions) / positions;
      const direct = canvas(transform);
      direct.font = font;
      direct.textAlign = "center";
      direct.fillStyle = "rgb(255, 255, 255)";
      direct.globalAlpha = alpha;
      direct.translate(x, y);
      direct.scale(size / LABEL_REFERENCE_SIZE, size / LABEL_REFERENCE_SIZE);
      direct.fillText(text, 0, 0);
      const draw = (offset) => {
        const context = canvas(transform);
        context.globalAlpha = alpha;
        const drawn = () => labels.draw(context, transform, text, size, x + offset, y,
          0xffffff, "rgb(255, 255, 255)", font);
        return (drawn() || drawn()) ? context : null; // the first sight draws nothing
      };
      const fromBitmap = draw(0);
      if (fromBitmap === null) continue;
      cached += 1;
      worst = Math.max(worst, difference(direct, fromBitmap));
      quarterOff = Math.max(quarterOff, difference(direct, draw(0.25 / transform[0])));
    }
    results.push({ text, size, scale: transform[0], positions, cached, worst, quarterOff });
  }
  return results;
}
"""


def test_keyboard(open_example):
    """keyboard: Delete dismisses; aria-label has the real count."""
    page = open_example()
    page.focus("#dave >> [part=badge]")
    ink = watch_ink(page, "#dave >> [part=badge]", 4,
                          lambda: page.keyboard.press("Delete"))
    assert ink["outside"] > 0, f"Delete did not burst (no particles outside the badge): {ink}"
    assert (log_of(page, "dave")).count("dismiss") == 1
    label = page.evaluate(
        "document.querySelector('#team').shadowRoot.querySelector('[part=badge]')"
        ".getAttribute('aria-label')")
    assert label == "120 unread messages", label


def test_reduced_motion(open_example):
    """reduced motion: Backspace dismisses (fade)."""
    page = open_example(reduced=True)
    page.focus("#dave >> [part=badge]")
    ink = watch_ink(page, "#dave >> [part=badge]", 4,
                          lambda: page.keyboard.press("Backspace"))
    # The core's fade: ink only where the badge is, nothing thrown outside it.
    assert ink["total"] > 0 and ink["outside"] == 0, f"not a fade: {ink}"
    assert (log_of(page, "dave")).count("dismiss") == 1
    assert page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")


def test_tuning_api(open_example):
    """tuning API: table, defaults, validation, springs, memory, event types."""
    page = open_example()
    # What a tuning panel reads: the core's table, defaults, verdicts and springs.
    result = page.evaluate("""(async () => {
      const entry = await import('stickybadge');
      const api = await entry.loadStickyBadge();
      const table = api.configurationTable();
      const defaults = api.defaultConfiguration();
      return {
        rows: table.length, names: Object.keys(defaults).length,
        snap: table.find((row) => row.name === 'snapDistance'),
        snapDefault: defaults.snapDistance,
        valid: api.validateConfiguration({ snapDistance: 90 }),
        invalid: api.validateConfiguration({ reattachDistance: 250 }),
        unknown: api.validateConfiguration({ nonsense: 1 }),
        stored: api.springStored(1, 0.55),
        overdamped: api.springStored(1, -0.5),
        tuning: api.springTuning(defaults['returnSpring.stiffness'], defaults['returnSpring.damping']),
        memory: api.memoryUsage(),
        dragEventTypes: [...entry.dragEventTypes],
      };
    })()""")
    assert result["rows"] == result["names"] and result["rows"] > 30, result
    assert result["snap"]["unit"] == "pt" and result["snapDefault"] == 80, result
    assert result["valid"] is None, result["valid"]
    assert "reattachDistance" in result["invalid"], result["invalid"]
    assert "nonsense" in result["unknown"], result["unknown"]
    # Spring(duration: 1, bounce: 0.55): k = (2π)², c = 4π · 0.45; bounce -0.5: c = 4π / 0.5.
    assert abs(result["stored"]["stiffness"] - 39.47841760435743) < 1e-9, result["stored"]
    assert abs(result["stored"]["damping"] - 5.654866776461628) < 1e-9, result["stored"]
    assert result["valid"] is None and result["invalid"].startswith("configuration.reattachDistance: must be"), result
    assert abs(result["overdamped"]["damping"] - 25.132741228718345) < 1e-9, result["overdamped"]
    assert abs(result["tuning"]["duration"] - 0.4) < 1e-9, result["tuning"]
    assert abs(result["tuning"]["bounce"] - 0.55) < 1e-9, result["tuning"]
    assert result["memory"]["heapBytes"] > 0, result["memory"]
    assert result["memory"]["memoryBytes"] >= 2097152, result["memory"]
    # The drag events' DOM types, named by the core's wire description.
    assert result["dragEventTypes"] == [
        "stickybadge-began", "stickybadge-snapped", "stickybadge-reattached",
        "stickybadge-released", "stickybadge-restored"], result["dragEventTypes"]


def test_inspect_and_observe(open_example):
    """inspect(), phase, the frame observer and isAnimating()."""
    page = open_example()
    # inspect() and phase follow the drag; the frame observer sees the overlay's
    # frames; isAnimating() is true while the badge springs home, false at rest.
    page.evaluate("""(async () => {
      const api = await (await import('stickybadge')).loadStickyBadge();
      window.observedFrames = [];
      api.setFrameObserver((milliseconds) => window.observedFrames.push(milliseconds));
      window.stickyApi = api;
    })()""")
    resting = page.evaluate("document.querySelector('#bob').badge.inspect()")
    x, y = hold(page, "#bob", -30, 20)
    assert resting["phase"] == "resting" and resting["opacity"] == 1, resting
    assert abs(resting["center"][0] - x) < 0.5 and abs(resting["center"][1] - y) < 0.5, (resting, x, y)
    page.wait_for_timeout(50)
    held = page.evaluate("document.querySelector('#bob').badge.inspect()")
    assert held["phase"] == "stretching" and held["outlineElements"] > 0, held
    assert abs(held["center"][0] - (x - 30)) < 0.01 and abs(held["center"][1] - (y + 20)) < 0.01, held
    page.mouse.up()
    page.wait_for_timeout(30)
    returning = page.evaluate(
        "[document.querySelector('#bob').badge.phase, window.stickyApi.isAnimating()]")
    assert returning == ["returning", True], returning
    page.wait_for_timeout(1500)
    settled = page.evaluate(
        "[document.querySelector('#bob').badge.phase, window.stickyApi.isAnimating(), window.observedFrames.length]")
    assert settled[0] == "resting" and settled[1] is False and settled[2] >= 10, settled


def test_time_scale(open_example):
    """setTimeScale: slow motion slows the spring home."""
    page = open_example()
    # At a quarter of the speed, the same short pull takes about four times as long
    # to spring home (wall clock, from the release to stickybadge-restored).
    page.evaluate("""(async () => {
      window.stickyApi = await import('stickybadge');
      document.addEventListener('stickybadge-restored', () => { window.restoredAt = performance.now(); });
    })()""")
    durations = []
    for scale in (1, 0.25):
        page.evaluate(f"window.stickyApi.setTimeScale({scale})")
        hold(page, "#bob", -40, 0)
        released = page.evaluate("performance.now()")
        page.mouse.up()
        page.wait_for_function(f"window.restoredAt > {released}", timeout=15000)
        durations.append(page.evaluate("window.restoredAt") - released)
    assert durations[1] > 2.5 * durations[0], durations
    refused = page.evaluate(
        "(() => { try { window.stickyApi.setTimeScale(0); return false; } catch (e) { return e instanceof RangeError; } })()")
    assert refused, "a time scale of 0 was accepted"


def test_debug_overlay(open_example):
    """setDebugOverlay: the core's guides are drawn, then cleared."""
    page = open_example()
    # The core's debug overlay (guides at the snap and re-attach distances) adds
    # ink far from the held badge; switched off, the same hold draws none there.
    page.evaluate(
        "(async () => { window.stickyApi = await (await import('stickybadge')).loadStickyBadge(); })()")

    def far_ink(debug):
        page.evaluate(f"window.stickyApi.setDebugOverlay({str(debug).lower()})")
        x, y = hold(page, "#bob", -20, 0)
        page.wait_for_timeout(80)
        count = page.evaluate(f"""(() => {{
          const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
          const ratio = canvas.width / canvas.clientWidth;
          const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
          let far = 0;
          for (let py = 0; py < canvas.height; py += 1) for (let px = 0; px < canvas.width; px += 1) {{
            if (data[(py * canvas.width + px) * 4 + 3] === 0) continue;
            if (Math.hypot(px / ratio - {x}, py / ratio - {y}) > 40) far += 1;
          }}
          return far;
        }})()""")
        page.mouse.up()
        page.wait_for_timeout(1500)
        return count

    plain = far_ink(False)
    debug = far_ink(True)
    assert plain == 0 and debug > 100, (plain, debug)
    assert overlay_is_empty(page), "the debug overlay was left on the canvas"


def test_label_bitmap_pixels(open_example):
    """label bitmap: the same pixels as fillText."""
    page = open_example()
    # The label drawn from its cached bitmap (label-bitmap.js) against fillText, at
    # 48 pen positions per case spread over a pixel: the same pixels (alpha
    # compositing may round by 2 of 255); a pen a quarter pixel off differs by far
    # more, so the comparison sees a glyph in the wrong quarter.
    result = page.evaluate(LABEL_BITMAP_COMPARISON)
    for case in result:
        assert case["cached"] == case["positions"], case
        assert case["worst"] <= 2, case
        assert case["quarterOff"] >= 20, case  # ten times the tolerance

"""Cross-face pixel test: the same scenario frames drawn by cairo, by the SVG writer and by
the web page's Canvas rasterizer must agree pixel by pixel.

Run by scripts/check-faces.sh: pytest Web/tests/faces_test.py --cli PATH --wasm PATH

For each frame below, `stickybadge render` writes (a) a PNG rasterised by cairo and (b) a
still SVG; headless Chromium (Debian's, through Playwright) then draws (b) as an image and
(c) the frame's paint list, written by the wasm module (sb_paint_scenario_frame) and drawn
by Web/package/src/paint-canvas.js, on a white canvas of the same size, scale and origin
(drawn twice: the second time the label comes from its cached bitmap, as while dragging).
Every pair of faces is compared channel by channel (see CHANNEL_TOLERANCE). Deliberately
wrong Canvas drawings (the label 1 pt low or right, a particle or burst dot missing) must
fail the same comparison, so the tolerance is shown to catch a real difference. On failure
the three pictures of the frame are written to .build/faces-check. Prints one line per
comparison after the results.
"""
import base64
import json
import os
import re
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "Sources", "StickyBadgeDemoScenarios")
# The rendered frames, the page and, on failure, the Canvas pictures (served from ROOT).
OUT = os.path.join(ROOT, ".build", "faces-check")
SCALE = 2
FPS = 30
BACKGROUND = "#FFFFFF"
FONT_FAMILY = "DejaVu Sans"  # the CLI's default; the SVG and the Canvas name it too

# The anti-aliasing tolerance. Both pictures are blurred with a 3x3 box (each channel
# averaged over one device pixel around it), then no channel of any pixel may differ by
# more than CHANNEL_TOLERANCE (of 255). The blur absorbs what the rasterizers do
# differently at edges: cairo and Skia cover edge pixels differently, and cairo's glyphs
# (FreeType, no hinting) and Chromium's (Skia's gamma and contrast) differ by up to 150 at
# a glyph's edge pixels; after the blur, faithful frames differ by at most 78 (measured),
# while a label 1 pt off or a missing particle or burst dot differs by 109 or more.
CHANNEL_TOLERANCE = 90
# The SVG and the Canvas are both drawn by Chromium's Skia: between them, after the same
# blur, at most this (measured: 16.8, where the label fades).
SAME_RASTERIZER_TOLERANCE = 24

# (name, scenario file, time in seconds, debug overlay): what each frame shows.
FRAMES = [
    ("resting, label", "01-spring-home", 0.0, False),
    ("stretching, label", "01-spring-home", 0.4, False),
    ("stretching, debug overlay", "01-spring-home", 0.4, True),
    ("returning, label", "01-spring-home", 0.8, False),
    ("capsule 99+ stretching, fitted label", "04-capsule-99-plus", 0.4, False),
    ("detached", "02-burst", 0.7, False),
    ("detached, debug overlay", "02-burst", 0.7, True),
    ("particles mid-burst", "02-burst", 0.9, False),
    ("image-frame burst, picture 1", "12-seed-001-image-burst", 0.9, False),
    ("image-frame burst, picture 5", "12-seed-001-image-burst", 1.4, False),
    ("stretchy circle", "09-stretchy-circle", 0.5, False),
]

# Deliberate mistakes the comparison must catch: (name, frame name, mutation).
MUTATIONS = [
    ("label 1 pt low", "stretching, label", "labelLow"),
    ("one particle missing", "particles mid-burst", "dropCircle"),
    ("label 1 pt right", "capsule 99+ stretching, fitted label", "labelRight"),
    ("one burst dot missing", "image-frame burst, picture 1", "dropCircle"),
    ("one faded burst dot missing", "image-frame burst, picture 5", "dropCircle"),
]

PAGE = """<!doctype html>
<meta charset="utf-8">
<title>StickyBadge faces</title>
<script type="module">
import { CanvasPainter, readPaintLayout } from "/Web/package/src/paint-canvas.js";

// The page's painter: every frame's canvases are drawn with it (its label bitmaps included).
const painter = new CanvasPainter();

async function loadModule(url) {
  const compiled = await WebAssembly.compileStreaming(fetch(url));
  const env = {};
  for (const entry of WebAssembly.Module.imports(compiled)) env[entry.name] = Math[entry.name];
  const instance = await WebAssembly.instantiate(compiled, { env });
  return instance.exports;
}

function loadImage(url) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("cannot load " + url));
    image.src = url;
  });
}

function pixelsOfImage(image, width, height) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

// The picture with every channel averaged over the 3x3 device pixels around it (fewer at
// the border): anti-aliasing spread over one pixel.
function boxBlurred(p, width, height) {
  const out = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let count = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const yy = y + dy;
            const xx = x + dx;
            if (yy < 0 || yy >= height || xx < 0 || xx >= width) continue;
            sum += p[(yy * width + xx) * 4 + c];
            count++;
          }
        }
        out[(y * width + x) * 3 + c] = sum / count;
      }
    }
  }
  return out;
}

// The largest channel difference, as drawn and after the blur.
function compare(a, b, width, height) {
  let raw = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) raw = Math.max(raw, Math.abs(a[i + c] - b[i + c]));
  }
  const blurredA = boxBlurred(a, width, height);
  const blurredB = boxBlurred(b, width, height);
  let blurred = 0;
  let beyond = 0;
  for (let i = 0; i < blurredA.length; i += 3) {
    let worst = 0;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(blurredA[i + c] - blurredB[i + c]));
    blurred = Math.max(blurred, worst);
    if (worst > window.channelTolerance) beyond++;
  }
  return { raw, blurred: Math.round(blurred * 10) / 10, beyond };
}

async function toDataURL(canvas) {
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return await new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsDataURL(blob);
  });
}

window.runFrame = async (spec) => {
  const wasm = window.wasm;
  const bytes = new TextEncoder().encode(spec.scenario);
  new Uint8Array(wasm.memory.buffer, wasm.sb_input_reserve(bytes.length), bytes.length).set(bytes);
  const result = wasm.sb_paint_scenario_frame(bytes.length, spec.fps, spec.time, spec.debug ? 1 : 0);
  const text = new TextDecoder().decode(
    new Uint8Array(wasm.memory.buffer, wasm.sb_output(), Math.abs(result)));
  if (result < 0) throw new Error("sb_paint_scenario_frame: " + text);
  const layout = window.layout;
  const values = new Float64Array(wasm.memory.buffer, wasm.sb_paint_buffer(), layout.capacity);
  if (spec.mutation === "labelLow") values[layout.labelBaselineY] += 1;
  if (spec.mutation === "labelRight") values[layout.labelCenterX] += 1;
  if (spec.mutation === "dropCircle") values[layout.circleCount] -= 1;

  const style = { labelText: text, fontFamily: spec.fontFamily };
  const drawOn = (canvas) => {
    const context = canvas.getContext("2d");
    context.fillStyle = spec.background;
    context.fillRect(0, 0, spec.width, spec.height);
    context.scale(spec.scale, spec.scale);
    context.translate(-spec.originX, -spec.originY);
    painter.drawPaintList(context, values, layout, style);
    return context;
  };
  // Drawn twice, the first time on a canvas thrown away: a label drawn alike again comes
  // from its cached bitmap (label-bitmap.js), which is what the overlay shows while dragging.
  drawOn(new OffscreenCanvas(spec.width, spec.height));
  const canvas = new OffscreenCanvas(spec.width, spec.height);
  const context = drawOn(canvas);
  const canvasPixels = context.getImageData(0, 0, spec.width, spec.height).data;
  // The label draws in the browser's DejaVu Sans Bold only if it is installed.
  const fontFound = document.fonts.check(`bold 12px "${spec.fontFamily}"`);

  const cairo = await loadImage(spec.pngURL);
  const svg = await loadImage(spec.svgURL);
  if (cairo.naturalWidth !== spec.width || cairo.naturalHeight !== spec.height) {
    throw new Error(`cairo PNG is ${cairo.naturalWidth}x${cairo.naturalHeight}, expected ${spec.width}x${spec.height}`);
  }
  const cairoPixels = pixelsOfImage(cairo, spec.width, spec.height);
  const svgPixels = pixelsOfImage(svg, spec.width, spec.height);
  const report = {
    fontFound,
    circles: values[layout.circleCount],
    labelVisible: values[layout.labelVisible] !== 0,
    burstImageVisible: values[layout.burstImageVisible] !== 0,
    cairoSvg: compare(cairoPixels, svgPixels, spec.width, spec.height),
    cairoCanvas: compare(cairoPixels, canvasPixels, spec.width, spec.height),
    svgCanvas: compare(svgPixels, canvasPixels, spec.width, spec.height),
  };
  if (spec.keepCanvas) report.canvasPNG = await toDataURL(canvas);
  return report;
};

window.ready = (async () => {
  window.wasm = await loadModule(window.wasmURL);
  window.layout = readPaintLayout(window.wasm, window.wasm.memory);
})();
</script>
"""


def render(cli, scenario_path, out, time_value, debug):
    """Runs the CLI; returns (png path, svg path, svg text)."""
    paths = {}
    for extension in ("png", "svg"):
        path = f"{out}.{extension}"
        command = [cli, "render", scenario_path, "--out", path, "--time", str(time_value),
                   "--fps", str(FPS), "--scale", str(SCALE), "--background", BACKGROUND]
        if debug:
            command.append("--debug")
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)}: {result.stderr.strip()}")
        paths[extension] = path
    with open(paths["svg"], encoding="utf-8") as handle:
        svg = handle.read()
    return paths["png"], paths["svg"], svg


def viewport_of(svg):
    match = re.search(r'viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"', svg)
    if not match:
        raise RuntimeError("the SVG has no viewBox")
    return tuple(float(value) for value in match.groups())


def verdict(stats, pair):
    limit = SAME_RASTERIZER_TOLERANCE if pair == "svgCanvas" else CHANNEL_TOLERANCE
    return stats["blurred"] <= limit


def describe(stats):
    return (f"max channel difference {stats['blurred']:5.1f} blurred, {stats['raw']:3d} as drawn; "
            f"{stats['beyond']:4d} px beyond {CHANNEL_TOLERANCE}")


@pytest.fixture(scope="module")
def wasm_path(request):
    """stickybadge-faces.wasm, given with --wasm (scripts/build-web.sh --faces)."""
    path = request.config.getoption("--wasm")
    if not path or not os.path.isfile(path):
        pytest.fail(f"no faces module {path!r}: pass --wasm PATH (scripts/build-web.sh --faces)")
    return os.path.abspath(path)


@pytest.fixture(scope="module")
def frame_specs(stickybadge_cli):
    """Every frame of FRAMES rendered by the CLI as PNG and SVG, with what the page needs
    to draw it on the Canvas (keyed by frame name); the files are in OUT."""
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "index.html"), "w", encoding="utf-8") as handle:
        handle.write(PAGE)
    specs = {}
    for index, (name, scenario, time_value, debug) in enumerate(FRAMES):
        scenario_path = os.path.join(SCENARIOS, scenario + ".json")
        png, svg_path, svg = render(stickybadge_cli, scenario_path, os.path.join(OUT, f"frame-{index:02d}"),
                                    time_value, debug)
        origin_x, origin_y, width, height = viewport_of(svg)
        with open(scenario_path, encoding="utf-8") as handle:
            scenario_text = handle.read()
        specs[name] = {
            "scenario": scenario_text, "fps": FPS, "time": time_value, "debug": debug,
            "scale": SCALE, "background": BACKGROUND, "fontFamily": FONT_FAMILY,
            "originX": origin_x, "originY": origin_y,
            "width": int(-(-width * SCALE // 1)), "height": int(-(-height * SCALE // 1)),
            "pngURL": "/" + os.path.relpath(png, ROOT), "svgURL": "/" + os.path.relpath(svg_path, ROOT),
            "index": index,
        }
    return specs


class FacesPage:
    """The comparison page (PAGE) served from the repository, with the faces module loaded."""

    def __init__(self, page):
        self.page = page
        self.errors = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def run(self, spec):
        report = self.page.evaluate("spec => window.runFrame(spec)", spec)
        assert not self.errors, "page errors: " + "; ".join(self.errors)
        return report


@pytest.fixture(scope="module")
def faces_page(launch_chromium, static_server, wasm_path, frame_specs, figures):
    """The comparison page in Chromium without font hinting (as cairo draws glyphs)."""
    browser = launch_chromium("--font-render-hinting=none")
    page = browser.new_page()
    faces = FacesPage(page)
    page.add_init_script(
        f"window.wasmURL = {json.dumps('/' + os.path.relpath(wasm_path, ROOT))};"
        f" window.channelTolerance = {CHANNEL_TOLERANCE};")
    page.goto(static_server(ROOT) + "/" + os.path.relpath(os.path.join(OUT, "index.html"), ROOT))
    page.evaluate("window.ready")
    assert not faces.errors, "page errors: " + "; ".join(faces.errors)
    figures(f"faces: tolerance: after a 3x3 box blur, every channel of every pixel within "
            f"{CHANNEL_TOLERANCE}/255 (SVG/Canvas, both Skia: {SAME_RASTERIZER_TOLERANCE}/255)")
    yield faces
    page.close()


@pytest.mark.parametrize("name", [frame[0] for frame in FRAMES])
def test_the_three_faces_agree(name, faces_page, frame_specs, figures):
    spec = frame_specs[name]
    report = faces_page.run({**spec, "keepCanvas": True})
    canvas_png = report.pop("canvasPNG")
    problems = []
    if not report["fontFound"]:
        problems.append(f"Chromium lacks {FONT_FAMILY} Bold (fonts-dejavu-core)")
    for pair, label in (("cairoSvg", "cairo/SVG   "), ("cairoCanvas", "cairo/Canvas"), ("svgCanvas", "SVG/Canvas  ")):
        ok = verdict(report[pair], pair)
        figures(f"  {'ok  ' if ok else 'FAIL'} {name:38s} {label} {describe(report[pair])}")
        if not ok:
            problems.append(label.strip())
    if problems:
        with open(os.path.join(OUT, f"frame-{spec['index']:02d}.canvas.png"), "wb") as handle:
            handle.write(base64.b64decode(canvas_png.split(",", 1)[1]))
    assert not problems, f"{name}: {', '.join(problems)}; pictures: {OUT}/frame-{spec['index']:02d}.*"


@pytest.mark.parametrize("name, frame, mutation", MUTATIONS)
def test_the_comparison_catches_a_wrong_drawing(name, frame, mutation, faces_page, frame_specs, figures):
    report = faces_page.run({**frame_specs[frame], "mutation": mutation})
    caught = not verdict(report["cairoCanvas"], "cairoCanvas") and not verdict(report["svgCanvas"], "svgCanvas")
    figures(f"  {'ok  ' if caught else 'FAIL'} caught: {name:30s} cairo/Canvas {describe(report['cairoCanvas'])}")
    assert caught, f"the comparison does not notice {name} in \"{frame}\""

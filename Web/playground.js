// StickyBadge web playground: the Swift core (Embedded Swift -> WebAssembly) driven by
// Pointer Events and requestAnimationFrame, drawn with Canvas 2D on one page-wide overlay.
// The page decides nothing about the effect: every position, outline, phase, particle and
// event comes from the core; the page only feeds it time-stamped input and draws.
"use strict";

(function () {
  const PHASES = ["resting", "stretching", "detached", "returning", "bursting", "dismissed"];
  const EVENTS = ["began", "snapped", "reattached", "released", "restored", "dismissed"];
  const HEADER = 20; // frame buffer: where the outline starts (see FrameLayout.swift)
  const SLOW_MOTION = 0.25;

  const CONVERSATIONS = [
    { id: "alice", name: "Alice", preview: "See you at 7?", text: "", radius: 6, color: "#5e5ce6" },
    { id: "team", name: "Design team", preview: "New mockups are up", text: "3", radius: 9, color: "#30b0c7" },
    { id: "bob", name: "Bob", preview: "Photos from the trip", text: "12", radius: 9, color: "#ff9f0a" },
    { id: "news", name: "News", preview: "Morning briefing", text: "99+", radius: 9, color: "#34c759" },
    { id: "carol", name: "Carol", preview: "Thanks!", text: "1", radius: 9, color: "#ff375f" },
    { id: "family", name: "Family", preview: "Dinner on Sunday", text: "7", radius: 9, color: "#bf5af2" },
  ];

  // Knob metadata for the tuning panel, by knob (a colour's red, green and blue share one
  // picker): made from the core's configuration table (readConfigurationTable, from
  // Web/package/src/configuration-table.js), nothing written here.
  const KNOBS = {};
  function readKnobs(table) {
    for (const knob of table) {
      const color = knob.kind === "color" && !knob.name.endsWith(".alpha");
      const key = color ? knob.name.slice(0, knob.name.lastIndexOf(".")) : knob.name;
      if (KNOBS[key]) continue;
      KNOBS[key] = {
        label: knob.unit ? `${knob.label} (${knob.unit})` : knob.label,
        min: knob.tuningMinimum, max: knob.tuningMaximum, step: knob.step,
        options: knob.kind === "choice" ? knob.choices : null,
        checkbox: knob.kind === "boolean", color,
      };
    }
  }

  // ---------------------------------------------------------------- wasm modules

  const mathImports = {
    env: {
      sin: Math.sin, cos: Math.cos, acos: Math.acos, atan2: Math.atan2,
      exp: Math.exp, log: Math.log, tan: Math.tan,
    },
  };

  function decodeBase64(text) {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  /** One instantiated module with helpers for its buffers. */
  class Module {
    constructor(instance, size) {
      this.exports = instance.exports;
      this.memory = instance.exports.memory;
      this.size = size;
      this.encoder = new TextEncoder();
      this.decoder = new TextDecoder();
      // Only the core module has a frame buffer (the scenario module draws nothing).
      this.frameAddress = this.exports.sb_frame_buffer ? this.exports.sb_frame_buffer() : 0;
      this.configAddress = this.exports.sb_config_buffer();
      this.frameView = null;
    }
    /** The frame buffer as Float64 values (re-created when memory grows). */
    frame() {
      if (!this.frameView || this.frameView.buffer !== this.memory.buffer) {
        this.frameView = new Float64Array(this.memory.buffer, this.frameAddress, this.exports.sb_frame_capacity());
      }
      return this.frameView;
    }
    configValues(count) {
      return new Float64Array(this.memory.buffer, this.configAddress, count);
    }
    /** Writes text into the input buffer; returns its length in bytes. */
    input(text) {
      const bytes = this.encoder.encode(text);
      const address = this.exports.sb_input_reserve(bytes.length);
      new Uint8Array(this.memory.buffer, address, bytes.length).set(bytes);
      return bytes.length;
    }
    output(length) {
      return this.decoder.decode(new Uint8Array(this.memory.buffer, this.exports.sb_output(), length));
    }
  }

  /** Inflates gzip-compressed bytes with the browser's own DecompressionStream. */
  async function gunzip(bytes) {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  async function loadModules() {
    const sources = window.STICKYBADGE_WASM;
    const result = {};
    for (const name of ["core", "scenario"]) {
      // The page carries both modules gzip-compressed (less than half the bytes).
      const packed = decodeBase64(sources[name]);
      const bytes = sources.encoding === "gzip" ? await gunzip(packed) : packed;
      const { instance } = await WebAssembly.instantiate(bytes, mathImports);
      result[name] = new Module(instance, bytes.length);
    }
    return result;
  }

  // ---------------------------------------------------------------- state

  let core = null; // the interactive module
  let tools = null; // the scenario module (simulate, Swift source, JSON)
  let knobNames = [];
  let knobValues = []; // the current configuration, one value per knob
  let configVersion = 0;
  const badges = []; // { handle, id, text, radius, element, home, version, frame, ... }
  const eventLog = []; // { badge, type, time }
  const pointers = new Map(); // pointerId -> { kind: "badge" | "blob", badge, element }
  let lastGesture = null; // the touches of the most recent drag, for Copy JSON
  let blob = null; // { home, frame, version, dragging }
  let debugOverlay = false;
  let lastPointerType = null;
  let frameRequested = false;
  const frameDurations = [];
  const canvas = document.getElementById("overlay");
  const context = canvas.getContext("2d");
  let devicePixelRatioUsed = 1;

  // The core's clock: seconds, running at SLOW_MOTION speed in slow motion. Pointer event
  // time stamps and requestAnimationFrame time stamps share performance.now()'s origin.
  const clock = { realBase: 0, coreBase: 0, speed: 1 };
  function coreTime(milliseconds) {
    return clock.coreBase + ((milliseconds - clock.realBase) / 1000) * clock.speed;
  }
  function setSpeed(speed) {
    const now = performance.now();
    clock.coreBase = coreTime(now);
    clock.realBase = now;
    clock.speed = speed;
  }

  // ---------------------------------------------------------------- configuration

  function pushConfiguration() {
    for (const module of [core, tools]) {
      module.configValues(knobNames.length).set(knobValues);
      const errorLength = module.exports.sb_config_apply();
      if (errorLength > 0) return module.output(errorLength);
    }
    configVersion += 1;
    return null;
  }

  function knob(name) {
    return knobValues[knobNames.indexOf(name)];
  }

  function setKnob(name, value) {
    const index = knobNames.indexOf(name);
    if (index < 0) throw new Error("unknown knob " + name);
    const previous = knobValues.slice();
    knobValues[index] = Number(value);
    const error = pushConfiguration();
    const errorElement = document.getElementById("config-error");
    if (error) {
      knobValues = previous;
      pushConfiguration();
      errorElement.textContent = error;
      syncControls();
      return error;
    }
    errorElement.textContent = "";
    requestFrame();
    return null;
  }

  function colorHex(prefix) {
    const hex = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, "0");
    return "#" + hex(knob(prefix + ".red")) + hex(knob(prefix + ".green")) + hex(knob(prefix + ".blue"));
  }

  function cssColor(prefix, opacity) {
    const c = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255);
    const alpha = Math.max(0, Math.min(1, knob(prefix + ".alpha") * opacity));
    return `rgba(${c(knob(prefix + ".red"))}, ${c(knob(prefix + ".green"))}, ${c(knob(prefix + ".blue"))}, ${alpha})`;
  }

  const controls = new Map();

  function buildPanel() {
    const form = document.getElementById("knobs");
    const shown = new Set();
    for (const name of knobNames) {
      const prefix = name.endsWith(".red") || name.endsWith(".green") || name.endsWith(".blue")
        ? name.slice(0, name.lastIndexOf(".")) : null;
      const key = prefix || name;
      if (shown.has(key)) continue;
      shown.add(key);
      const meta = KNOBS[key] || { label: key, min: 0, max: 100, step: 0.01 };
      const wrapper = document.createElement("label");
      wrapper.className = "knob" + (meta.checkbox ? " checkbox" : "");
      let input;
      if (meta.options) {
        input = document.createElement("select");
        meta.options.forEach((option, index) => {
          const element = document.createElement("option");
          element.value = String(index);
          element.textContent = option;
          input.append(element);
        });
        input.addEventListener("change", () => setKnob(name, input.value));
      } else if (meta.checkbox) {
        input = document.createElement("input");
        input.type = "checkbox";
        input.addEventListener("change", () => setKnob(name, input.checked ? 1 : 0));
      } else if (meta.color) {
        input = document.createElement("input");
        input.type = "color";
        input.addEventListener("input", () => {
          const value = input.value;
          const parts = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
          const previous = knobValues.slice();
          ["red", "green", "blue"].forEach((c, i) => { knobValues[knobNames.indexOf(key + "." + c)] = parts[i]; });
          if (pushConfiguration()) { knobValues = previous; pushConfiguration(); }
          requestFrame();
        });
      } else {
        input = document.createElement("input");
        input.type = "range";
        input.min = meta.min;
        input.max = meta.max;
        input.step = meta.step;
        input.addEventListener("input", () => setKnob(name, input.value));
      }
      input.name = key;
      input.dataset.knob = key;
      const text = document.createElement("span");
      text.textContent = meta.label;
      const output = document.createElement("output");
      if (meta.checkbox) {
        wrapper.append(input, text);
      } else {
        wrapper.append(text, output, input);
      }
      form.append(wrapper);
      controls.set(key, { input, output, meta, name });
    }
    syncControls();
  }

  function syncControls() {
    for (const [key, control] of controls) {
      const { input, output, meta, name } = control;
      if (meta.color) {
        input.value = colorHex(key);
        output.textContent = input.value;
      } else if (meta.checkbox) {
        input.checked = knob(name) !== 0;
      } else if (meta.options) {
        input.value = String(knob(name));
        output.textContent = meta.options[knob(name)];
      } else {
        input.value = knob(name);
        output.textContent = formatNumber(knob(name));
      }
    }
  }

  function formatNumber(value) {
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  }

  // ---------------------------------------------------------------- badges

  function documentPoint(event) {
    return [event.clientX + window.scrollX, event.clientY + window.scrollY];
  }

  function homeOf(element) {
    const rect = element.getBoundingClientRect();
    return [rect.left + rect.width / 2 + window.scrollX, rect.top + rect.height / 2 + window.scrollY];
  }

  function createBadge(spec, slot, handle) {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "badge";
    element.dataset.badge = spec.id;
    slot.append(element);
    const badge = {
      handle, id: spec.id, text: spec.text, radius: spec.radius, element, homeElement: slot, home: null, version: -1,
      phase: "resting", frame: null, clearAll: spec.clearAll || false, label: spec.label,
    };
    element.setAttribute("aria-label", spec.label);
    element.addEventListener("keydown", (event) => onBadgeKey(badge, event));
    badges.push(badge);
    return badge;
  }

  /** (Re)creates a badge's engine at its current home with the current configuration. */
  function placeBadge(badge) {
    badge.home = homeOf(badge.homeElement);
    const length = core.input(badge.text);
    const error = core.exports.sb_badge_set(badge.handle, badge.home[0], badge.home[1], badge.radius, length);
    if (error > 0) throw new Error("badge " + badge.id + ": " + core.output(error));
    badge.version = configVersion;
    badge.phase = "resting";
    // Size the focus/hit target like the core's resting shape.
    core.exports.sb_badge_advance(badge.handle, coreTime(performance.now()));
    const f = core.frame();
    const width = 2 * (f[8] + f[9]);
    const height = 2 * f[8];
    badge.element.style.width = width + "px";
    badge.element.style.height = height + "px";
    badge.element.dataset.phase = "resting";
    badge.element.disabled = false;
    badge.element.removeAttribute("aria-hidden");
    badge.frame = readBadgeFrame(badge);
  }

  function totalUnread() {
    let total = 0;
    for (const badge of badges) {
      if (badge.clearAll || badge.phase === "dismissed" || badge.phase === "bursting") continue;
      total += badge.text === "" ? 1 : badge.text === "99+" ? 99 : Number(badge.text);
    }
    return total;
  }

  // ---------------------------------------------------------------- input

  function onPointerDown(event) {
    if (pointers.has(event.pointerId) || !core) return;
    const [x, y] = documentPoint(event);
    const time = coreTime(event.timeStamp);
    // The core decides what a touch takes hold of (with its touch margin); the nearest wins.
    let best = null;
    let bestDistance = Infinity;
    for (const badge of badges) {
      if (!core.exports.sb_badge_accepts(badge.handle, x, y)) continue;
      const f = badge.frame;
      const distance = f ? Math.hypot(f.badge[0] - x, f.badge[1] - y) : 0;
      if (distance < bestDistance) { best = badge; bestDistance = distance; }
    }
    if (best) {
      if (!core.exports.sb_badge_began(best.handle, x, y, time)) return;
      event.preventDefault();
      capture(event, best.element);
      pointers.set(event.pointerId, { kind: "badge", badge: best, element: best.element });
      lastPointerType = event.pointerType;
      lastGesture = { badge: best, startTime: time, touches: [{ time, phase: "began", location: [x, y] }] };
      requestFrame();
      return;
    }
    const pullArea = document.getElementById("pull-area");
    if (blob && pullArea.contains(event.target)) {
      event.preventDefault();
      capture(event, pullArea);
      pointers.set(event.pointerId, { kind: "blob", element: pullArea });
      core.exports.sb_stretchy_began(x, y, time);
      blob.dragging = true;
      requestFrame();
    }
  }

  function capture(event, element) {
    try { element.setPointerCapture(event.pointerId); } catch (error) { /* synthetic pointer */ }
  }

  function onPointerMove(event) {
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    event.preventDefault();
    const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const sample of samples.length ? samples : [event]) {
      const [x, y] = documentPoint(sample);
      const time = coreTime(sample.timeStamp);
      if (pointer.kind === "badge") {
        core.exports.sb_badge_moved(pointer.badge.handle, x, y, time);
        recordTouch(pointer.badge, time, "moved", x, y);
      } else {
        core.exports.sb_stretchy_moved(x, y, time);
      }
    }
    requestFrame();
  }

  function onPointerUp(event) {
    const pointer = pointers.get(event.pointerId);
    if (!pointer) return;
    pointers.delete(event.pointerId);
    const [x, y] = documentPoint(event);
    const time = coreTime(event.timeStamp);
    if (pointer.kind === "badge") {
      if (event.type === "pointercancel") {
        core.exports.sb_badge_cancelled(pointer.badge.handle, time);
        recordTouch(pointer.badge, time, "cancelled", x, y);
      } else {
        core.exports.sb_badge_ended(pointer.badge.handle, x, y, time);
        recordTouch(pointer.badge, time, "ended", x, y);
      }
    } else {
      core.exports.sb_stretchy_ended(time);
      blob.dragging = false;
    }
    requestFrame();
  }

  function recordTouch(badge, time, phase, x, y) {
    if (lastGesture && lastGesture.badge === badge) {
      lastGesture.touches.push({ time, phase, location: [x, y] });
    }
  }

  function onBadgeKey(badge, event) {
    if (event.key !== "Delete" && event.key !== "Backspace") return;
    event.preventDefault();
    const time = coreTime(event.timeStamp);
    core.exports.sb_badge_dismiss(badge.handle, time);
    if (badge.clearAll && !clearAllStarted) startClearAll(time);
    const next = badges.find((b) => b !== badge && !b.clearAll && b.phase === "resting");
    if (next) next.element.focus();
    requestFrame();
  }

  // ---------------------------------------------------------------- frames

  function readBadgeFrame(badge) {
    const f = core.frame();
    const outlineCount = f[16];
    const particleCount = f[17];
    const eventCount = f[18];
    let cursor = HEADER + outlineCount * 7;
    const particles = f.slice(cursor, cursor + particleCount * 4);
    cursor += particleCount * 4;
    for (let i = 0; i < eventCount; i++) {
      const type = EVENTS[f[cursor + 2 * i]];
      logEvent(badge, type, f[cursor + 2 * i + 1]);
    }
    return {
      time: f[0], phase: PHASES[f[1]],
      anchor: f[2] ? [f[3], f[4], f[5]] : null,
      badge: [f[6], f[7], f[8], f[9]],
      label: [f[10], f[11], f[12], f[13]],
      opacity: f[14], burstFrame: f[15],
      outline: f.slice(HEADER, HEADER + outlineCount * 7),
      particles,
    };
  }

  function logEvent(badge, type, time) {
    eventLog.push({ badge: badge.id, type, time });
    pendingLogLines.push(`${time.toFixed(3)}  ${badge.id}  ${type}`);
  }

  // The on-page event list is updated after the measured part of a frame (it touches layout).
  const pendingLogLines = [];
  function flushLog() {
    if (!pendingLogLines.length) return;
    const list = document.getElementById("event-log");
    for (const text of pendingLogLines) {
      const item = document.createElement("li");
      item.textContent = text;
      list.append(item);
    }
    pendingLogLines.length = 0;
    while (list.childElementCount > 200) list.firstElementChild.remove();
    list.scrollTop = list.scrollHeight;
  }

  function requestFrame() {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(onAnimationFrame);
  }

  function onAnimationFrame(timestamp) {
    frameRequested = false;
    const started = performance.now();
    const busy = step(coreTime(timestamp));
    draw();
    const duration = performance.now() - started;
    flushLog();
    if (busy) {
      frameDurations.push(duration);
      if (frameDurations.length > 20000) frameDurations.splice(0, 10000);
      requestFrame();
    }
  }

  /** Advances every badge and the blob to `now`; returns whether anything is still moving. */
  function step(now) {
    let busy = pointers.size > 0;
    // The group badge first: its release starts the core's clear-all sequence, whose due
    // steps are applied, each at its exact time, before the members are advanced.
    const ordered = badges.slice().sort((a, b) => b.clearAll - a.clearAll);
    for (const badge of ordered) {
      if (!badge.clearAll && clearAllRunning) {
        const count = core.exports.sb_clear_all_advance(now);
        const f = core.frame();
        for (let i = 0; i < count; i++) {
          if (f[3 * i] === 0) {
            core.exports.sb_badge_dismiss(f[3 * i + 1], f[3 * i + 2]);
          } else {
            clearAllRunning = false;
            logEvent({ id: "clear-all-group" }, "completed", f[3 * i + 2]);
          }
        }
        if (clearAllRunning) busy = true;
      }
      if (badge.phase === "resting" && (badge.version !== configVersion || (badge.layoutDirty && homeMoved(badge)))) {
        placeBadge(badge);
      }
      if (badge.phase === "resting") badge.layoutDirty = false;
      const previous = badge.phase;
      core.exports.sb_badge_advance(badge.handle, now);
      badge.frame = readBadgeFrame(badge);
      badge.phase = badge.frame.phase;
      if (badge.phase !== previous) {
        badge.element.dataset.phase = badge.phase;
        if (badge.phase === "dismissed") {
          badge.element.disabled = true;
          badge.element.setAttribute("aria-hidden", "true");
        }
        if (!badge.clearAll && (badge.phase === "bursting" || badge.phase === "dismissed")) {
          core.exports.sb_clear_all_unregister(badge.handle);
        }
        if (badge.phase === "bursting" || badge.phase === "dismissed") updateClearAllLabel();
      }
      if (badge.clearAll && !clearAllRunning && !clearAllStarted) {
        const trigger = core.exports.sb_clear_all_trigger(badge.handle);
        if (trigger >= 0) startClearAll(trigger);
      }
      if (badge.phase !== "resting" && badge.phase !== "dismissed") busy = true;
    }
    if (blob) {
      if (!blob.dragging && !blob.moving && (blob.version !== configVersion || (blob.layoutDirty && homeMoved(blob)))) {
        placeBlob();
      }
      if (!blob.dragging && !blob.moving) blob.layoutDirty = false;
      core.exports.sb_stretchy_advance(now);
      blob.frame = readBlobFrame();
      blob.moving = blob.dragging || blob.frame.offset > 0;
      if (blob.moving) busy = true;
    }
    return busy;
  }

  function homeMoved(item) {
    const home = homeOf(item.homeElement);
    return !item.home || Math.abs(home[0] - item.home[0]) > 0.25 || Math.abs(home[1] - item.home[1]) > 0.25;
  }

  let clearAllRunning = false;
  let clearAllStarted = false;
  function startClearAll(time) {
    clearAllRunning = true;
    clearAllStarted = true;
    core.exports.sb_clear_all_start(time);
  }

  /** A new clear-all group of every badge still showing, clearing from the top. */
  function resetClearAll() {
    core.exports.sb_clear_all_reset();
    clearAllRunning = false;
    clearAllStarted = false;
    for (const badge of badges) {
      if (!badge.clearAll && badge.home) core.exports.sb_clear_all_register(badge.handle, badge.home[1]);
    }
  }

  function updateClearAllLabel() {
    const total = totalUnread();
    const header = badges.find((b) => b.clearAll);
    if (header) header.element.setAttribute("aria-label", `${total} unread in total. Drag off or press Delete to clear all`);
  }

  function placeBlob() {
    const area = document.getElementById("pull-area");
    const rect = area.getBoundingClientRect();
    const radius = 16;
    const center = [rect.left + rect.width / 2 + window.scrollX, rect.top + 6 + radius + window.scrollY];
    const error = core.exports.sb_stretchy_set(center[0], center[1], radius);
    if (error > 0) throw new Error("blob: " + core.output(error));
    blob.home = homeOf(area);
    blob.version = configVersion;
  }

  function readBlobFrame() {
    const f = core.frame();
    return {
      time: f[0], offset: f[1], top: [f[2], f[3], f[4]], bottom: [f[5], f[6], f[7]],
      dragging: f[8] === 1, outline: f.slice(HEADER, HEADER + f[16] * 7),
    };
  }

  // ---------------------------------------------------------------- drawing

  function resizeCanvas() {
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    devicePixelRatioUsed = ratio;
  }

  function tracePath(outline) {
    context.beginPath();
    for (let i = 0; i < outline.length; i += 7) {
      const o = outline;
      switch (o[i]) {
        case 0: context.moveTo(o[i + 1], o[i + 2]); break;
        case 1: context.lineTo(o[i + 1], o[i + 2]); break;
        case 2: context.quadraticCurveTo(o[i + 3], o[i + 4], o[i + 1], o[i + 2]); break;
        case 3: context.bezierCurveTo(o[i + 3], o[i + 4], o[i + 5], o[i + 6], o[i + 1], o[i + 2]); break;
        case 4: context.closePath(); break;
      }
    }
  }

  function draw() {
    resizeCanvas();
    const ratio = devicePixelRatioUsed;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.setTransform(ratio, 0, 0, ratio, -window.scrollX * ratio, -window.scrollY * ratio);
    if (blob && blob.frame) drawBlob(blob.frame);
    // The badge being dragged (or animating) is drawn last, above the resting ones.
    const order = badges.slice().sort((a, b) => (a.phase === "resting") - (b.phase === "resting")).reverse();
    for (const badge of order) if (badge.frame) drawBadge(badge, badge.frame);
  }

  function drawBadge(badge, f) {
    if (f.outline.length) {
      tracePath(f.outline);
      context.fillStyle = cssColor("color", f.opacity);
      context.fill();
    }
    for (let i = 0; i < f.particles.length; i += 4) {
      context.beginPath();
      context.arc(f.particles[i], f.particles[i + 1], f.particles[i + 2], 0, 2 * Math.PI);
      context.fillStyle = cssColor("color", f.particles[i + 3] * f.opacity);
      context.fill();
    }
    if (f.burstFrame >= 0) drawBurstImage(f);
    const [lx, ly, scale, opacity] = f.label;
    if (badge.text && opacity > 0 && f.outline.length) {
      const size = badge.radius * 1.3 * scale;
      context.font = `bold ${size}px "DejaVu Sans", system-ui, sans-serif`;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillStyle = cssColor("labelColor", opacity);
      context.fillText(badge.text, lx, ly + size * 0.04);
    }
    if (debugOverlay) drawDebug(badge, f);
  }

  // The image-frame burst style: the host supplies the images; the playground draws a
  // ring that grows and fades with the image index the core chooses.
  function drawBurstImage(f) {
    const count = Math.max(1, knob("burst.frameCount"));
    const progress = (f.burstFrame + 1) / count;
    const [x, y, r] = f.badge;
    context.beginPath();
    context.arc(x, y, r * (1 + progress * 1.5), 0, 2 * Math.PI);
    context.lineWidth = Math.max(1, r * 0.5 * (1 - progress));
    context.strokeStyle = cssColor("color", 1 - progress * 0.8);
    context.stroke();
  }

  function drawDebug(badge, f) {
    context.save();
    context.lineWidth = 1;
    if (badge.home && badge.phase !== "resting" && badge.phase !== "dismissed") {
      context.setLineDash([4, 4]);
      context.strokeStyle = "rgba(255, 59, 48, 0.8)";
      context.beginPath();
      context.arc(badge.home[0], badge.home[1], knob("snapDistance"), 0, 2 * Math.PI);
      context.stroke();
      context.strokeStyle = "rgba(52, 199, 89, 0.9)";
      context.beginPath();
      context.arc(badge.home[0], badge.home[1], knob("reattachDistance"), 0, 2 * Math.PI);
      context.stroke();
      context.setLineDash([]);
    }
    if (badge.phase !== "resting") drawControlPoints(f.outline);
    crossAt(f.badge[0], f.badge[1], "#0a84ff");
    if (f.anchor) crossAt(f.anchor[0], f.anchor[1], "#ff9f0a");
    context.restore();
  }

  function drawControlPoints(outline) {
    let x = 0;
    let y = 0;
    context.strokeStyle = "rgba(0, 0, 0, 0.45)";
    context.fillStyle = "#1d1d1f";
    for (let i = 0; i < outline.length; i += 7) {
      const o = outline;
      const command = o[i];
      if (command === 2 || command === 3) {
        const c1 = [o[i + 3], o[i + 4]];
        const c2 = command === 3 ? [o[i + 5], o[i + 6]] : c1;
        context.beginPath();
        context.moveTo(x, y);
        context.lineTo(c1[0], c1[1]);
        context.moveTo(o[i + 1], o[i + 2]);
        context.lineTo(c2[0], c2[1]);
        context.stroke();
        context.fillRect(c1[0] - 1.5, c1[1] - 1.5, 3, 3);
        if (command === 3) context.fillRect(c2[0] - 1.5, c2[1] - 1.5, 3, 3);
      }
      if (command !== 4) {
        x = o[i + 1];
        y = o[i + 2];
        context.beginPath();
        context.arc(x, y, 1.5, 0, 2 * Math.PI);
        context.fill();
      }
    }
  }

  function crossAt(x, y, color) {
    context.strokeStyle = color;
    context.beginPath();
    context.moveTo(x - 4, y);
    context.lineTo(x + 4, y);
    context.moveTo(x, y - 4);
    context.lineTo(x, y + 4);
    context.stroke();
  }

  function drawBlob(f) {
    if (!f.outline.length) return;
    tracePath(f.outline);
    context.fillStyle = "#0a84ff";
    context.fill();
    if (debugOverlay) {
      context.save();
      if (f.offset > 0) drawControlPoints(f.outline);
      crossAt(f.top[0], f.top[1], "#ff9f0a");
      crossAt(f.bottom[0], f.bottom[1], "#ff375f");
      context.restore();
    }
  }

  // ---------------------------------------------------------------- copy buttons

  function configurationSwift() {
    return tools.output(tools.exports.sb_config_swift());
  }

  function configurationJSON() {
    return tools.output(tools.exports.sb_config_json());
  }

  /** The most recent drag as a CLI scenario with the current configuration. */
  function scenarioJSON() {
    let gesture = lastGesture;
    if (!gesture) {
      const badge = badges.find((b) => b.id === "bob") || badges[0];
      const [x, y] = badge.home;
      gesture = {
        badge, startTime: 0,
        touches: [
          { time: 0, phase: "began", location: [x, y] },
          { time: 0.15, phase: "moved", location: [x - 40, y + 30] },
          { time: 0.3, phase: "ended", location: [x - 40, y + 30] },
        ],
      };
    }
    const round = (v) => Math.round(v * 10000) / 10000;
    const touches = gesture.touches.map((t) => ({
      time: round(t.time - gesture.startTime), phase: t.phase,
      location: [round(t.location[0]), round(t.location[1])],
    }));
    const last = touches.length ? touches[touches.length - 1].time : 0;
    const home = gesture.badge.home;
    const scenario = {
      name: "playground drag",
      badge: { center: [round(home[0]), round(home[1])], radius: gesture.badge.radius },
      touches,
      duration: round(last + 1.5),
    };
    if (gesture.badge.text) scenario.badge.text = gesture.badge.text;
    const length = tools.input(JSON.stringify(scenario));
    const result = tools.exports.sb_scenario_with_configuration(length);
    const text = tools.output(Math.abs(result));
    if (result < 0) throw new Error(text);
    return text;
  }

  function simulate(scenarioText, fps) {
    const length = tools.input(scenarioText);
    const result = tools.exports.sb_simulate(length, fps || 60);
    const text = tools.output(Math.abs(result));
    if (result < 0) throw new Error(text);
    return text;
  }

  async function copy(text) {
    const area = document.getElementById("copy-output");
    area.value = text;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      area.select();
      try { document.execCommand("copy"); } catch (ignored) { /* shown in the text area */ }
    }
  }

  // ---------------------------------------------------------------- setup

  function resetBadges() {
    for (const badge of badges) placeBadge(badge);
    resetClearAll();
    updateClearAllLabel();
    requestFrame();
  }

  function resetConfiguration() {
    core.exports.sb_config_defaults();
    knobValues = Array.from(core.configValues(knobNames.length));
    applyReducedMotionPreference();
    pushConfiguration();
    syncControls();
    document.getElementById("config-error").textContent = "";
    requestFrame();
  }

  const reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
  function applyReducedMotionPreference() {
    knobValues[knobNames.indexOf("reducesMotion")] = reducedMotionQuery.matches ? 1 : 0;
  }

  function buildList() {
    const list = document.getElementById("conversations");
    let handle = 0;
    for (const spec of CONVERSATIONS) {
      const row = document.createElement("li");
      row.className = "conversation";
      row.dataset.conversation = spec.id;
      const avatar = document.createElement("span");
      avatar.className = "avatar";
      avatar.style.background = spec.color;
      avatar.textContent = spec.name[0];
      const text = document.createElement("div");
      text.className = "text";
      text.innerHTML = `<div class="name"></div><div class="preview"></div>`;
      text.firstElementChild.textContent = spec.name;
      text.lastElementChild.textContent = spec.preview;
      const slot = document.createElement("span");
      slot.className = "badge-slot";
      const inner = document.createElement("span");
      inner.className = "badge-home";
      slot.append(inner);
      row.append(avatar, text, slot);
      list.append(row);
      const count = spec.text === "" ? "New messages" : `${spec.text} unread messages`;
      createBadge({ ...spec, label: `${spec.name}: ${count}. Drag away or press Delete to mark as read` }, inner, handle++);
    }
    const headerSlot = document.querySelector("[data-badge-slot=clear-all]");
    const inner = document.createElement("span");
    inner.className = "badge-home";
    headerSlot.append(inner);
    createBadge({ id: "clear-all", text: "99+", radius: 10, clearAll: true, label: "Clear all" }, inner, handle++);
  }

  async function start() {
    const modules = await loadModules();
    core = modules.core;
    tools = modules.scenario;
    const table = readConfigurationTable(core.exports);
    knobNames = table.map((knob) => knob.name);
    readKnobs(table);
    core.exports.sb_config_defaults();
    knobValues = Array.from(core.configValues(knobNames.length));
    applyReducedMotionPreference();
    const error = pushConfiguration();
    if (error) throw new Error(error);
    reducedMotionQuery.addEventListener("change", () => setKnobAndSync("reducesMotion", reducedMotionQuery.matches ? 1 : 0));
    if (document.fonts && document.fonts.ready) await document.fonts.ready;
    buildList();
    buildPanel();
    const pullArea = document.getElementById("pull-area");
    blob = { home: null, frame: null, version: -1, dragging: false, moving: false, homeElement: pullArea };
    placeBlob();
    resetBadges();
    document.getElementById("sizes").textContent =
      `wasm: core ${modules.core.size} bytes, scenario ${modules.scenario.size} bytes`;

    document.addEventListener("pointerdown", onPointerDown, { passive: false });
    document.addEventListener("pointermove", onPointerMove, { passive: false });
    document.addEventListener("pointerup", onPointerUp);
    document.addEventListener("pointercancel", onPointerUp);
    window.addEventListener("resize", () => {
      for (const item of [...badges, blob]) item.layoutDirty = true;
      requestFrame();
    });
    window.addEventListener("scroll", requestFrame, { passive: true });
    document.getElementById("debug-toggle").addEventListener("change", (event) => {
      debugOverlay = event.target.checked;
      requestFrame();
    });
    document.getElementById("slow-toggle").addEventListener("change", (event) => {
      setSpeed(event.target.checked ? SLOW_MOTION : 1);
    });
    document.getElementById("copy-swift").addEventListener("click", () => copy(configurationSwift()));
    document.getElementById("copy-json").addEventListener("click", () => copy(scenarioJSON()));
    document.getElementById("reset-config").addEventListener("click", resetConfiguration);
    document.getElementById("reset-badges").addEventListener("click", resetBadges);
    requestFrame();
  }

  function setKnobAndSync(name, value) {
    const error = setKnob(name, value);
    syncControls();
    return error;
  }

  function percentile(sorted, fraction) {
    if (!sorted.length) return 0;
    const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
    return sorted[Math.max(0, index)];
  }

  // ---------------------------------------------------------------- test and tool API

  const ready = start();

  /** The documented state API (Web/README.md). */
  window.stickyBadge = {
    ready,
    state() {
      return {
        badges: badges.map((badge) => {
          const f = badge.frame;
          return {
            id: badge.id, text: badge.text, phase: badge.phase, clearAll: badge.clearAll,
            home: badge.home ? [badge.home[0] - window.scrollX, badge.home[1] - window.scrollY] : null,
            center: f ? [f.badge[0] - window.scrollX, f.badge[1] - window.scrollY] : null,
            opacity: f ? f.opacity : 1, particles: f ? f.particles.length / 4 : 0,
            outlineElements: f ? f.outline.length / 7 : 0,
          };
        }),
        events: eventLog.slice(),
        blob: blob && blob.frame ? { offset: blob.frame.offset, dragging: blob.frame.dragging } : null,
        animating: frameRequested,
        configuration: Object.fromEntries(knobNames.map((name, i) => [name, knobValues[i]])),
        canvas: { width: canvas.width, height: canvas.height, devicePixelRatio: devicePixelRatioUsed },
        wasmBytes: { core: core ? core.size : 0, scenario: tools ? tools.size : 0 },
        wasmMemoryBytes: { core: core ? core.memory.buffer.byteLength : 0, scenario: tools ? tools.memory.buffer.byteLength : 0 },
        heapBytes: core ? core.exports.sb_heap_used() : 0,
        lastPointerType,
      };
    },
    setKnob: setKnobAndSync,
    configurationSwift,
    configurationJSON,
    scenarioJSON,
    simulate,
    resetBadges,
    frameStats() {
      const sorted = frameDurations.slice().sort((a, b) => a - b);
      return {
        frames: sorted.length,
        medianMilliseconds: percentile(sorted, 0.5),
        p99Milliseconds: percentile(sorted, 0.99),
        maxMilliseconds: sorted.length ? sorted[sorted.length - 1] : 0,
      };
    },
    resetFrameStats() { frameDurations.length = 0; },
  };
})();

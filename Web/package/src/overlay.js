// The page-wide overlay: one fixed canvas over the viewport, at devicePixelRatio, above
// every clipping ancestor, and one frame loop that steps only what moves. No animation
// frame is requested while nothing moves; nothing is drawn for badges at rest; a frame in
// which nothing changed (a badge held still) draws and clears nothing; a frame that
// redraws clears only the boxes drawn in the frame before.

// Boxes drawn this frame, cleared next frame: minX, minY, maxX, maxY each (CSS pixels).
const BOX_VALUES = 4;

/** Runs `callback(deadline)` when the page is next idle (a timer where that is not known). */
export function whenIdle(callback) {
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback(callback);
  } else {
    setTimeout(callback, 0);
  }
}

/**
 * The page's overlay canvas and its frame loop (the page's shared overlay holds the one):
 * frames are timed by `clock` (clock.js) and drawn with `painter` (paint-canvas.js), whose
 * canvas settings a resize resets.
 */
export class Overlay {
  constructor(clock, painter) {
    this.clock = clock;
    this.painter = painter;
    // Objects with changed() (whether they need a frame: their drawing would differ, or a
    // schedule runs), frame(time, context) (steps and draws; returns whether it is still in
    // motion) and animating() (after frame: whether the next frame differs without input).
    // When no mover needs a frame, none is requested until input asks for one.
    this.movers = [];
    this.canvas = null;
    this.context = null;
    this.frameRequest = 0;
    this.needsRedraw = false; // a mover came or went, or the canvas was resized
    this.drawnBoxes = new Float64Array(BOX_VALUES * 16);
    this.drawnCount = 0;
    this.clearsEverything = false;
    this.width = 0;
    this.height = 0;
    this.ratio = 0;
    this.sizeChanged = true;
    this.frameObserver = null; // setFrameObserver's callback
    this.removals = undefined; // the MutationObserver of watchRemovals, made once
    this.watching = false;
    this.tick = (timeStamp) => {
      this.frameRequest = 0;
      this.update(this.clock.secondsAt(timeStamp));
    };
  }

  ensureCanvas() {
    let canvas = this.canvas;
    if (canvas === null) {
      // One listener for the overlay's lifetime (the page's: it is shared by every badge).
      addEventListener("resize", () => { this.sizeChanged = true; });
      // Any scroller of the page (scroll events do not bubble: caught on the way down).
      addEventListener("scroll", () => this.followScroll(), { capture: true, passive: true });
      canvas = this.canvas = document.createElement("canvas");
      canvas.setAttribute("aria-hidden", "true");
      canvas.dir = "ltr"; // labels read "99+" in a right-to-left page too, as on iOS
      canvas.dataset.stickybadgeOverlay = "";
      const style = canvas.style;
      style.position = "fixed";
      style.left = "0";
      style.top = "0";
      style.width = "100vw";
      style.height = "100vh";
      style.pointerEvents = "none";
      style.zIndex = "2147483647"; // above everything: the largest CSS z-index
      this.context = canvas.getContext("2d");
    }
    if (!canvas.isConnected) {
      document.documentElement.appendChild(canvas);
      this.sizeChanged = true;
    }
    // Reading the viewport's size may force a layout: only after a resize.
    if (!this.sizeChanged) return;
    this.sizeChanged = false;
    const width = document.documentElement.clientWidth || innerWidth;
    const height = document.documentElement.clientHeight || innerHeight;
    const ratio = devicePixelRatio || 1;
    if (width !== this.width || height !== this.height || ratio !== this.ratio) {
      this.width = width;
      this.height = height;
      this.ratio = ratio;
      this.clearsEverything = true; // resizing clears the canvas anyway
      canvas.width = Math.ceil(width * ratio);
      canvas.height = Math.ceil(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      // Resizing resets the context: its transform and the settings the painter keeps.
      this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
      this.painter.forgetCanvasState();
    }
  }

  /**
   * Steps and redraws what changed at `time` (seconds), and asks for the next frame only
   * when something moves on its own: a badge held still, or moved only by the pointer (whose
   * handler calls this, with `changed` true: it just fed a move), needs none.
   */
  update(time, changed = false) {
    const movers = this.movers;
    const started = this.frameObserver === null ? 0 : performance.now();
    let redraw = this.needsRedraw || changed;
    for (let index = 0; !redraw && index < movers.length; index += 1) {
      redraw = movers[index].changed();
    }
    const moversChanged = this.needsRedraw;
    this.needsRedraw = false;
    if (redraw) {
      // The canvas is made, put back on the page and resized when a mover comes or goes or
      // the window resized, not every frame (reading isConnected is a call into the DOM).
      if (moversChanged || this.sizeChanged || this.canvas === null) this.ensureCanvas();
      const context = this.context;
      if (this.clearsEverything) {
        context.clearRect(0, 0, this.width, this.height);
      } else {
        const boxes = this.drawnBoxes;
        for (let index = 0; index < this.drawnCount; index += 1) {
          const base = index * BOX_VALUES;
          context.clearRect(boxes[base], boxes[base + 1],
            boxes[base + 2] - boxes[base], boxes[base + 3] - boxes[base + 1]);
        }
      }
      this.drawnCount = 0;
      this.clearsEverything = false;
      for (let index = 0; index < movers.length; ) {
        const mover = movers[index];
        if (mover.frame(time, context)) {
          index += 1;
        } else {
          // (A mover whose element went away has already left through stopFrames.) The
          // others keep their order: the one that started first draws below the later ones
          // and reports first when several finish in one frame (a clear all's bursts).
          if (movers[index] === mover) movers.splice(index, 1);
          this.needsRedraw = true; // what it drew last is cleared next frame
        }
      }
      if (this.frameObserver !== null) this.frameObserver(performance.now() - started);
    }
    let again = this.needsRedraw;
    for (let index = 0; !again && index < movers.length; index += 1) {
      again = redraw ? movers[index].animating() : movers[index].changed();
    }
    if (again) this.requestFrame();
  }

  /**
   * Records that this frame drew inside `box` (minX, minY, maxX, maxY), to be cleared next
   * frame; `known` false: the bounds are unknown, so the whole overlay is cleared.
   */
  markDrawn(box, known) {
    if (!known) {
      this.clearsEverything = true;
      return;
    }
    let boxes = this.drawnBoxes;
    const base = this.drawnCount * BOX_VALUES;
    if (base + BOX_VALUES > boxes.length) {
      boxes = new Float64Array(boxes.length * 2); // only when more badges move
      boxes.set(this.drawnBoxes);
      this.drawnBoxes = boxes;
    }
    boxes[base] = box[0];
    boxes[base + 1] = box[1];
    boxes[base + 2] = box[2];
    boxes[base + 3] = box[3];
    this.drawnCount += 1;
  }

  /** Asks for frames for `mover` until its frame(time, context) returns false. */
  startFrames(mover) {
    if (this.movers.indexOf(mover) < 0) {
      this.movers.push(mover);
      this.needsRedraw = true;
      this.watchRemovals();
    }
    this.requestFrame();
  }

  /**
   * While something is on the overlay, a change to the document asks for a frame: a
   * mover whose element went away (a badge held still asks for none) is let go in it,
   * and what it drew is cleared, within that frame.
   */
  watchRemovals() {
    if (this.removals === undefined) {
      this.removals = new MutationObserver(() => {
        if (this.movers.length === 0) {
          this.removals.disconnect();
          this.watching = false;
          return;
        }
        this.needsRedraw = true;
        this.requestFrame();
      });
    }
    if (this.watching) return;
    this.watching = true;
    this.removals.observe(document, { childList: true, subtree: true });
  }

  /** Asks for a frame (after input on a mover that already has frames). */
  requestFrame() {
    if (this.frameRequest === 0) this.frameRequest = requestAnimationFrame(this.tick);
  }

  /** Stops frames for `mover` (its element went away); the overlay is cleared next frame. */
  stopFrames(mover) {
    const movers = this.movers;
    const index = movers.indexOf(mover);
    if (index < 0) return;
    movers.splice(index, 1);
    this.needsRedraw = true;
    this.requestFrame();
  }

  /** The page scrolled: badges in motion move with their elements, redrawn next frame. */
  followScroll() {
    if (this.movers.length === 0) return;
    for (const mover of this.movers) if (mover.followScroll) mover.followScroll();
    this.needsRedraw = true;
    this.requestFrame();
  }

  /** Stops every mover and clears the overlay now (the core stopped: nothing moves again). */
  clear() {
    this.movers.length = 0;
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    if (this.context !== null) this.context.clearRect(0, 0, this.width, this.height);
    this.drawnCount = 0;
  }

  /**
   * Makes the overlay's canvas (sized to the viewport) in the page's next idle time, so that
   * the first pickup does not pay for it. Nothing is drawn.
   */
  prepare() {
    if (typeof document === "undefined") return;
    whenIdle(() => {
      if (this.canvas === null) this.ensureCanvas();
    });
  }
}

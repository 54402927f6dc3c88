// The box a paint list covers, so the overlay clears only what was drawn: the outline's
// points (control points included, which bound the curves), the circles, the label.
// Plain numbers into a reused Float64Array; nothing allocated per frame.

// Anti-aliasing and label glyph overhang, in CSS pixels: plumbing of the rasterizer.
const MARGIN = 2;

/**
 * Writes [minX, minY, maxX, maxY] of what `values` draws into `box`; returns false when
 * the bounds are unknown (the debug overlay is on: clear everything).
 */
export function paintBounds(values, layout, box) {
  if (values[layout.debugVisible] !== 0) return false;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const stride = layout.pathElementStride;
  const outlineEnd = layout.outlineStart + values[layout.outlineCount] * stride;
  for (let base = layout.outlineStart; base < outlineEnd; base += stride) {
    if (values[base] === layout.commandClose) continue;
    // End point and both control points (unused ones repeat nothing new when 0, so only
    // the ones the command uses are read).
    const used = values[base] === layout.commandCurve ? 3
      : values[base] === layout.commandQuadCurve ? 2 : 1;
    for (let point = 0; point < used; point += 1) {
      const offset = point === 0 ? layout.elementEnd
        : point === 1 ? layout.elementControl1 : layout.elementControl2;
      const x = values[base + offset];
      const y = values[base + offset + 1];
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const circleEnd = layout.circlesStart + values[layout.circleCount] * layout.circleStride;
  for (let base = layout.circlesStart; base < circleEnd; base += layout.circleStride) {
    const radius = values[base + layout.circleRadius];
    if (values[base] - radius < minX) minX = values[base] - radius;
    if (values[base] + radius > maxX) maxX = values[base] + radius;
    if (values[base + 1] - radius < minY) minY = values[base + 1] - radius;
    if (values[base + 1] + radius > maxY) maxY = values[base + 1] + radius;
  }
  if (values[layout.labelVisible] !== 0) {
    const half = values[layout.labelWidth] / 2 + values[layout.labelFontSize];
    const x = values[layout.labelCenterX];
    const y = values[layout.labelBaselineY];
    const size = values[layout.labelFontSize];
    if (x - half < minX) minX = x - half;
    if (x + half > maxX) maxX = x + half;
    if (y - size * 2 < minY) minY = y - size * 2;
    if (y + size > maxY) maxY = y + size;
  }
  box[0] = minX - MARGIN;
  box[1] = minY - MARGIN;
  box[2] = maxX + MARGIN;
  box[3] = maxY + MARGIN;
  return true;
}

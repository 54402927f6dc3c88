import Foundation
@_spi(Hosting) import StickyBadge

/// Measurements of an outline for the tests: flattening, winding, joins, crossings.
struct OutlineInspection {
  /// One drawing segment of the path with its start point.
  struct Segment {
    var start: Point
    var element: PathElement

    var end: Point {
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
      case .close: start
      }
    }

    /// The direction of travel leaving the start.
    var startTangent: Point? {
      let candidates: [Point]
      switch element {
      case .line(let p): candidates = [p]
      case .quadCurve(let p, let c): candidates = [c, p]
      case .curve(let p, let c1, let c2): candidates = [c1, c2, p]
      case .move, .close: return nil
      }
      for candidate in candidates where candidate.distance(to: start) > 1e-12 {
        return candidate - start
      }
      return nil
    }

    /// The direction of travel arriving at the end.
    var endTangent: Point? {
      let candidates: [Point]
      switch element {
      case .line: candidates = [start]
      case .quadCurve(_, let c): candidates = [c, start]
      case .curve(_, let c1, let c2): candidates = [c2, c1, start]
      case .move, .close: return nil
      }
      for candidate in candidates where end.distance(to: candidate) > 1e-12 {
        return end - candidate
      }
      return nil
    }

    func point(at t: Double) -> Point {
      let u = 1 - t
      switch element {
      case .line(let p): return start.interpolated(to: p, fraction: t)
      case .quadCurve(let p, let c): return start * (u * u) + c * (2 * u * t) + p * (t * t)
      case .curve(let p, let c1, let c2):
        return start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t)
      case .move(let p): return p
      case .close: return start
      }
    }
  }

  let elements: [PathElement]
  var segments: [Segment] = []
  var subpathCount = 0
  var isClosed = false

  init(_ elements: [PathElement]) {
    self.elements = elements
    var current = Point.zero
    var subpathStart = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        subpathCount += 1
        current = p
        subpathStart = p
      case .close:
        isClosed = true
        if current.distance(to: subpathStart) > 1e-9 {
          segments.append(Segment(start: current, element: .line(to: subpathStart)))
        }
        current = subpathStart
      default:
        segments.append(Segment(start: current, element: element))
        current = Segment(start: current, element: element).end
      }
    }
  }

  /// The largest angle, in degrees, between the tangents on either side of any join
  /// (including the join where the path closes).
  var largestJoinAngle: Double {
    var worst = 0.0
    for index in segments.indices {
      let incoming = segments[index]
      let outgoing = segments[(index + 1) % segments.count]
      guard let a = incoming.endTangent, let b = outgoing.startTangent else { return 180 }
      let cosine = a.dot(b) / (a.length * b.length)
      let angle = acosDegrees(cosine)
      worst = max(worst, angle)
    }
    return worst
  }

  /// The largest turn, in degrees, across any join, seen at a scale of `reach` points: the
  /// angle between the chord arriving over the last `reach` of arc length before the join
  /// and the chord leaving over the first `reach` after it (walking on through segments
  /// shorter than that). Unlike comparing control points, this sees the near-corner that a
  /// handle far shorter than its curve makes; on a circle of radius r it reads
  /// `reach / r` radians.
  func largestJoinTurn(reach: Double = 0.01) -> Double {
    var worst = 0.0
    for index in segments.indices {
      let join = segments[index].end
      let before = walk(from: index, forward: false, distance: reach)
      let after = walk(from: (index + 1) % segments.count, forward: true, distance: reach)
      let a = join - before
      let b = after - join
      guard a.length > 0, b.length > 0 else { continue }
      worst = max(worst, acosDegrees(a.dot(b) / (a.length * b.length)))
    }
    return worst
  }

  /// The point `distance` (by chord, accurate at small distances) from the start of
  /// segment `index` going forward, or from its end going backward, continuing into
  /// neighbouring segments when a segment is shorter.
  private func walk(from index: Int, forward: Bool, distance: Double) -> Point {
    var remaining = distance
    var current = index
    for _ in segments.indices {
      let segment = segments[current]
      let origin = forward ? segment.start : segment.end
      func at(_ u: Double) -> Point { segment.point(at: forward ? u : 1 - u) }
      var length = 0.0
      var previous = origin
      for step in 1...16 {
        let point = at(Double(step) / 16)
        length += point.distance(to: previous)
        previous = point
      }
      if length < remaining {
        remaining -= length
        current =
          forward ? (current + 1) % segments.count : (current + segments.count - 1) % segments.count
        continue
      }
      var low = 0.0
      var high = 1.0
      for _ in 0..<40 {
        let middle = (low + high) / 2
        if at(middle).distance(to: origin) < remaining { low = middle } else { high = middle }
      }
      return at(low)
    }
    return segments[index].start
  }

  /// The sharpest turn, in degrees, between consecutive chords of `chord` points along the
  /// whole outline resampled by arc length (the closing chord included). This catches a
  /// corner at a join and a near-cusp inside a curve alike: a circle of radius r turns
  /// `chord / r` radians per chord. Curves are flattened into steps of at most `step`.
  func chordTurn(chord: Double = 0.25, step: Double = 0.05) -> Double {
    var points: [Point] = []
    for segment in segments {
      let hull: Double
      switch segment.element {
      case .line(let p): hull = segment.start.distance(to: p)
      case .quadCurve(let p, let c): hull = segment.start.distance(to: c) + c.distance(to: p)
      case .curve(let p, let c1, let c2):
        hull = segment.start.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p)
      case .move, .close: hull = 0
      }
      let count = max(1, Int((hull / step).rounded(.up)))
      for k in 0..<count { points.append(segment.point(at: Double(k) / Double(count))) }
    }
    var cumulative: [Double] = [0]
    for index in points.indices {
      cumulative.append(
        cumulative[index] + points[index].distance(to: points[(index + 1) % points.count]))
    }
    let total = cumulative[points.count]
    let count = max(3, Int((total / chord).rounded()))
    let spacing = total / Double(count)
    var samples: [Point] = []
    var j = 0
    for k in 0..<count {
      let position = Double(k) * spacing
      while cumulative[j + 1] < position { j += 1 }
      let fraction = (position - cumulative[j]) / max(cumulative[j + 1] - cumulative[j], 1e-300)
      samples.append(points[j].interpolated(to: points[(j + 1) % points.count], fraction: fraction))
    }
    var worst = 0.0
    for k in 0..<count {
      let a = samples[(k + 1) % count] - samples[k]
      let b = samples[(k + 2) % count] - samples[(k + 1) % count]
      worst = max(worst, acosDegrees(a.dot(b) / (a.length * b.length)))
    }
    return worst
  }

  /// The largest gap between one segment's end and the next one's start.
  var largestGap: Double {
    var worst = 0.0
    for index in segments.indices {
      worst = max(
        worst, segments[index].end.distance(to: segments[(index + 1) % segments.count].start))
    }
    return worst
  }

  /// The path flattened into a closed polygon.
  func polygon(samplesPerCurve: Int = 24) -> [Point] {
    var points: [Point] = []
    for segment in segments {
      switch segment.element {
      case .line:
        points.append(segment.start)
      default:
        for step in 0..<samplesPerCurve {
          points.append(segment.point(at: Double(step) / Double(samplesPerCurve)))
        }
      }
    }
    return points
  }

  /// The winding number of the flattened path around `point`.
  func winding(around point: Point, polygon: [Point]) -> Int {
    var winding = 0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      if a.y <= point.y {
        if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
      } else if b.y <= point.y && cross(a, b, point) < 0 {
        winding -= 1
      }
    }
    return winding
  }

  /// The first pair of non-adjacent polygon edges that cross, if any.
  func selfIntersection(polygon: [Point]) -> (Int, Int)? {
    let count = polygon.count
    guard count > 3 else { return nil }
    for i in 0..<count {
      let a = polygon[i]
      let b = polygon[(i + 1) % count]
      var j = i + 2
      while j < count {
        if !(i == 0 && j == count - 1) {
          let c = polygon[j]
          let d = polygon[(j + 1) % count]
          if properlyCross(a, b, c, d) { return (i, j) }
        }
        j += 1
      }
    }
    return nil
  }

  /// The total length of the part of the line through `origin` along unit `direction`
  /// that lies inside the polygon (even-odd), from its crossings with the edges.
  func crossSection(through origin: Point, direction: Point, polygon: [Point]) -> Double {
    var parameters: [Double] = []
    let normal = direction.perpendicular
    for index in polygon.indices {
      let a = polygon[index] - origin
      let b = polygon[(index + 1) % polygon.count] - origin
      let da = a.dot(normal)
      let db = b.dot(normal)
      if (da < 0) != (db < 0) {
        let t = da / (da - db)
        parameters.append(a.interpolated(to: b, fraction: t).dot(direction))
      }
    }
    parameters.sort()
    var length = 0.0
    var index = 0
    while index + 1 < parameters.count {
      length += parameters[index + 1] - parameters[index]
      index += 2
    }
    return length
  }
}

func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
  (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
}

func properlyCross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
  let d1 = cross(c, d, a)
  let d2 = cross(c, d, b)
  let d3 = cross(a, b, c)
  let d4 = cross(a, b, d)
  let scale = max(1e-12, (b - a).length * (d - c).length * 1e-9)
  return ((d1 > scale && d2 < -scale) || (d1 < -scale && d2 > scale))
    && ((d3 > scale && d4 < -scale) || (d3 < -scale && d4 > scale))
}

func acosDegrees(_ cosine: Double) -> Double {
  acos(min(1, max(-1, cosine))) * 180 / Double.pi
}

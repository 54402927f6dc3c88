import Foundation
import StickyBadge

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

extension StickyBadgeEngine {
  /// The badge's shape where it is now (scaled for its distance from home).
  var currentShape: BadgeShape {
    var position = center
    if let motion { position = motion.position(at: time) }
    return shape(at: position, scale: configuration.badgeScale(at: position.distance(to: home)))
  }

  /// The badge's shape centred on `position` at `scale`.
  func shape(at position: Point, scale: Double) -> BadgeShape {
    var shape = restingBadge.scaled(by: scale)
    shape.center = position
    return shape
  }

  /// Recomputes ``frame`` from the state at the clock's time `now` (a return already moved
  /// to it by ``followReturn(at:)``). Its one caller is ``advance(to:)``.
  mutating func buildFrame(at now: Double) {
    let configuration = self.configuration
    frame.time = now
    frame.phase = phase
    swap(&frame.events, &pending)
    pending.removeAll(keepingCapacity: true)
    frame.outline.removeAll(keepingCapacity: true)
    frame.particles.removeAll(keepingCapacity: true)
    frame.burstFrameIndex = nil
    frame.opacity = 1
    frame.anchor = nil

    let distance = center.distance(to: home)
    let labelScale = configuration.badgeScale(at: distance)
    let badge = shape(at: center, scale: labelScale)
    frame.badge = badge
    var labelOpacity = 1.0

    switch phase {
    case .resting:
      OutlineBuilder.appendBadge(badge, into: &frame.outline)
    case .stretching, .returning:
      if phase == .stretching && configuration.hidesLabelWhileDragging { labelOpacity = 0 }
      if phase == .returning && !returnIsAttached {
        OutlineBuilder.appendBadge(badge, into: &frame.outline)
      } else {
        let anchor = Circle(
          center: home, radius: restingBadge.radius * configuration.anchorScale(at: distance))
        frame.anchor = anchor
        switch configuration.connectorStyle {
        case .metaball:
          OutlineBuilder.appendConnected(
            anchor: anchor, badge: badge,
            parameters: configuration.connectorParameters(at: distance),
            into: &frame.outline)
        case .classic:
          OutlineBuilder.appendClassic(
            anchor: anchor, badge: badge, waistFactor: configuration.waistFactor(at: distance),
            into: &frame.outline)
        }
      }
    case .detached:
      if configuration.hidesLabelWhileDragging { labelOpacity = 0 }
      OutlineBuilder.appendBadge(badge, into: &frame.outline)
    case .bursting:
      labelOpacity = 0
      if let burst {
        frame.badge = BadgeShape(
          center: burst.center, radius: burst.radius,
          // The ratio first: with a subnormal radius the product `halfLength * radius`
          // underflows to the smallest subnormal, and dividing it back inflates the length.
          halfLength: badge.halfLength * (burst.radius / restingBadge.radius))
        if configuration.reducesMotion {
          let fade = 1 - burst.progress(at: now)
          frame.opacity = fade
          labelOpacity = fade
          OutlineBuilder.appendBadge(frame.badge, into: &frame.outline)
        } else {
          switch configuration.burst.style {
          case .particles:
            // Trajectories were drawn once when the burst started; each frame only moves them.
            if now < burst.endTime {
              for trajectory in trajectories {
                frame.particles.append(burst.particle(following: trajectory, at: now))
              }
            }
          case .frames: frame.burstFrameIndex = burst.frameIndex(at: now)
          }
        }
      }
    case .dismissed:
      labelOpacity = 0
      frame.opacity = 0
      if let burst { frame.badge.center = burst.center }
    }
    frame.label = LabelPlacement(
      center: frame.badge.center, scale: labelScale, opacity: labelOpacity)
  }
}

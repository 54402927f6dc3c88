extension StickyBadgeEngine {
  /// Brings the clock to `time` (never backwards), applying timed transitions on the way.
  mutating func catchUp(to requested: Double) -> Double {
    // Finite and later: two comparisons (both false for NaN), not a test of the bits.
    if requested > time && requested < .infinity { time = requested }
    let now = time
    if phase == .returning, let motion, motion.isSettled(at: now) {
      center = home
      self.motion = nil
      phase = .resting
      emit(.restored, at: motion.settleTime)
    }
    if phase == .bursting, let burst, now >= burst.endTime {
      phase = .dismissed
      emit(.dismissed, at: burst.endTime)
    }
    return now
  }

  mutating func updateAttachment(at now: Double) {
    let distance = center.distance(to: home)
    if phase == .stretching && distance > configuration.snapDistance {
      phase = .detached
      emit(.snapped, at: now)
    } else if phase == .detached && distance < configuration.reattachDistance {
      phase = .stretching
      emit(.reattached, at: now)
    }
  }

  mutating func release(at now: Double, cancelled: Bool) {
    pendingTouch = nil
    guard phase == .stretching || phase == .detached else { return }
    let wasDetached = phase == .detached
    emit(.released, at: now)
    if wasDetached && !cancelled {
      startBurst(at: now)
      return
    }
    guard configuration.isAnimated, center != home else {
      center = home
      phase = .resting
      emit(.restored, at: now)
      return
    }
    var start = center
    if configuration.returnOvershoot > 0 && !configuration.reducesMotion {
      let offset = center - home
      let length = offset.length
      if length > 0 { start = home - offset * (configuration.returnOvershoot / length) }
    }
    let velocity = tracker.velocity(at: now) ?? velocityAtGrab
    let spring = SpringMotion(
      spring: configuration.effectiveReturnSpring, from: start, velocity: velocity, to: home,
      at: now)
    motion = spring
    center = start
    returnIsAttached = !wasDetached
    phase = .returning
    // A release right at home settles at once.
    _ = catchUp(to: now)
  }

  mutating func startBurst(at now: Double) {
    let distance = center.distance(to: home)
    let scale = configuration.badgeScale(at: distance)
    motion = nil
    guard configuration.isAnimated else {
      phase = .dismissed
      emit(.dismissed, at: now)
      return
    }
    let burst = Burst(
      center: center, radius: restingBadge.radius * scale, startTime: now,
      configuration: configuration.burst)
    self.burst = burst
    trajectories.removeAll(keepingCapacity: true)
    for index in 0..<configuration.burst.particleCount {
      trajectories.append(burst.trajectory(index))
    }
    phase = .bursting
  }

  mutating func emit(_ kind: DragEventKind, at time: Double) {
    pending.append(DragEvent(kind, at: time))
  }
}

// The drag's state machine, the table of Docs/Architecture.md ("The drag state machine"),
// one transition per function: a touch takes hold (`beginPull`, after the drag-start
// distance when there is one), the clock ends a return or a burst (`finishTimedPhases`) and
// moves a returning badge (`followReturn`), the badge snaps off or re-attaches
// (`updateAttachment`), the finger lets go (`release`), a burst starts (`startBurst`). The
// input functions in StickyBadgeEngine.swift check their input and call these; `buildFrame`
// only reads the state.
extension StickyBadgeEngine {
  /// The pull begins with the finger at `location`: the badge follows it from here.
  mutating func beginPull(at location: Point, now: Double) {
    if phase == .returning, let motion {
      let state = motion.state(at: now)
      center = state.position
      velocityAtGrab = state.velocity
    } else {
      velocityAtGrab = .zero
    }
    self.motion = nil
    fingerOffset = center - location
    tracker.reset()
    tracker.add(location, at: now)
    let wasDetachedReturn = phase == .returning && !returnIsAttached
    emit(.began, at: now)
    if wasDetachedReturn && center.distance(to: home) >= configuration.reattachDistance {
      // Grabbed on its way home after a cancel while detached: still detached.
      phase = .detached
    } else {
      phase = .stretching
      updateAttachment(at: now)
    }
  }

  /// The transitions the clock makes on its own at `now`: a return whose spring has settled
  /// comes to rest (`restored`, at the settling time), a burst that is over is dismissed
  /// (`dismissed`, at its end).
  mutating func finishTimedPhases(at now: Double) {
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
  }

  /// A badge on its way home is where the spring has it at `now`.
  mutating func followReturn(at now: Double) {
    if let motion { center = motion.position(at: now) }
  }

  /// Snaps off past the snap distance (`snapped`), re-attaches within the re-attach distance
  /// (`reattached`).
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

  /// The finger lets go (or the touch is cancelled): `released`, then a burst when it was
  /// detached and not cancelled, else the return home (at once without animation).
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

  /// The badge bursts where it is (or is dismissed at once without animation).
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

  /// Reports `kind` at `time` in the next frame.
  mutating func emit(_ kind: DragEventKind, at time: Double) {
    pending.append(DragEvent(kind, at: time))
  }
}

extension BadgeColor {
  /// The colour's relative luminance (WCAG 2), from 0 (black) to 1 (white), ignoring alpha.
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      let c = Swift.min(1, Swift.max(0, component))
      return c <= 0.04045 ? c / 12.92 : PlatformMath.power((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between this colour and `other`, from 1 to 21.
  public func contrastRatio(with other: BadgeColor) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
  }

  /// This colour darkened (or, against a dark label, lightened) in small steps until its
  /// contrast with `label` reaches `minimumRatio`, keeping its hue; unchanged when it
  /// already does. Darkening stops at black, lightening at white.
  public func adjustedForContrast(with label: BadgeColor, minimumRatio: Double) -> BadgeColor {
    var color = self
    let darken = label.relativeLuminance >= 0.5
    var step = 0
    while color.contrastRatio(with: label) < minimumRatio && step < 100 {
      step += 1
      let factor = Double(100 - step) / 100
      if darken {
        color = BadgeColor(
          red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
      } else {
        let mix = 1 - factor
        color = BadgeColor(
          red: red + (1 - red) * mix, green: green + (1 - green) * mix,
          blue: blue + (1 - blue) * mix,
          alpha: alpha)
      }
    }
    return color
  }
}

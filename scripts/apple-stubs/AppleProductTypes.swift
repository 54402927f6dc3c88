// Stand-in for the AppleProductTypes manifest module that Xcode and Swift Playgrounds provide
// to app packages (`Examples/*.swiftpm/Package.swift`), so their manifests can be loaded by
// SwiftPM on Linux. scripts/check-apple-adapters.sh appends this file to a copy of each
// example manifest in place of `import AppleProductTypes` (a manifest is one file).
//
// The declarations follow SwiftPM's own definition of the API (swift-package-manager,
// Sources/PackageDescription: `Product.iOSApplication(...)` and `ProductSetting.IOSAppInfo`),
// for the members the examples use: same labels, order, types and defaults. The product is
// declared as a plain executable; the app settings are only type-checked. Not an
// implementation.

extension Product {
  static func iOSApplication(
    name: String,
    targets: [String],
    bundleIdentifier: String? = nil,
    teamIdentifier: String? = nil,
    displayVersion: String? = nil,
    bundleVersion: String? = nil,
    appIcon: IOSAppInfo.AppIcon? = nil,
    accentColor: IOSAppInfo.AccentColor? = nil,
    supportedDeviceFamilies: [IOSAppInfo.DeviceFamily],
    supportedInterfaceOrientations: [IOSAppInfo.InterfaceOrientation],
    capabilities: [IOSAppInfo.Capability] = [],
    appCategory: IOSAppInfo.AppCategory? = nil,
    additionalInfoPlistContentFilePath: String? = nil
  ) -> Product {
    .executable(name: name, targets: targets)
  }
}

enum IOSAppInfo {
  enum AccentColor {
    struct PresetColor {
      var rawValue: String
      static var blue: Self { .init(rawValue: "blue") }
      static var green: Self { .init(rawValue: "green") }
      static var orange: Self { .init(rawValue: "orange") }
      static var red: Self { .init(rawValue: "red") }
    }
    case presetColor(PresetColor)
    case asset(String)
  }

  enum AppIcon {
    struct PlaceholderIcon {
      var rawValue: String
      static var chatMessage: Self { .init(rawValue: "chatMessage") }
      static var heart: Self { .init(rawValue: "heart") }
      static var star: Self { .init(rawValue: "star") }
    }
    case placeholder(icon: PlaceholderIcon)
    case asset(String)
  }

  enum DeviceFamily: String {
    case phone
    case pad
    case mac
  }

  struct DeviceFamilyCondition {
    var deviceFamilies: [DeviceFamily]
    static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition {
      DeviceFamilyCondition(deviceFamilies: deviceFamilies)
    }
  }

  enum InterfaceOrientation {
    case portrait(_ condition: DeviceFamilyCondition? = nil)
    case portraitUpsideDown(_ condition: DeviceFamilyCondition? = nil)
    case landscapeRight(_ condition: DeviceFamilyCondition? = nil)
    case landscapeLeft(_ condition: DeviceFamilyCondition? = nil)

    static var portrait: Self { portrait(nil) }
    static var portraitUpsideDown: Self { portraitUpsideDown(nil) }
    static var landscapeRight: Self { landscapeRight(nil) }
    static var landscapeLeft: Self { landscapeLeft(nil) }
  }

  enum Capability {}

  struct AppCategory {
    var rawValue: String
  }
}

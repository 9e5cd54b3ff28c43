import ListUI

/// Select Graphic Rendition sequences for styles, with colours brought down to what the terminal
/// can show.
struct ANSIStyle {
  /// What the terminal can show.
  var capability: ColorCapability

  /// The sequence that sets `style` from any previous one: it resets first.
  func sequence(for style: TextStyle) -> String {
    var parameters = "0"
    if style.isBold { parameters += ";1" }
    if style.isDim { parameters += ";2" }
    if style.isItalic { parameters += ";3" }
    if style.isUnderlined { parameters += ";4" }
    if style.isReversed { parameters += ";7" }
    if let foreground = style.foreground { parameters += colorParameters(foreground, base: 30) }
    if let background = style.background { parameters += colorParameters(background, base: 40) }
    return "\u{1B}[" + parameters + "m"
  }

  /// `;` and the parameters for `color` as a foreground (`base` 30) or background (`base` 40).
  private func colorParameters(_ color: DrawingColor, base: Int) -> String {
    switch capability {
    case .none:
      return ""
    case .ansi16:
      return ";" + standardParameter(ColorPalette.nearestStandard(to: color), base: base)
    case .ansi256, .trueColor:
      switch color {
      case .indexed(let index) where index < 16:
        return ";" + standardParameter(Int(index), base: base)
      case .rgb(let red, let green, let blue) where capability == .trueColor:
        return ";\(base + 8);2;\(red);\(green);\(blue)"
      default:
        return ";\(base + 8);5;\(ColorPalette.nearestIndexed(to: color))"
      }
    }
  }

  /// The parameter for standard colour `index` (0 to 15): 30–37 and 90–97 for a foreground,
  /// 40–47 and 100–107 for a background.
  private func standardParameter(_ index: Int, base: Int) -> String {
    index < 8 ? "\(base + index)" : "\(base + 60 + index - 8)"
  }
}

/// The xterm palette, to bring colours down to fewer.
enum ColorPalette {
  /// The 16 standard colours' usual components.
  static let standard: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The levels of each component in the 6×6×6 cube.
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The components of an indexed colour.
  static func components(of index: UInt8) -> (Int, Int, Int) {
    let index = Int(index)
    if index < 16 { return standard[index] }
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }

  /// The components of a colour.
  static func components(of color: DrawingColor) -> (Int, Int, Int) {
    switch color {
    case .indexed(let index): return components(of: index)
    case .rgb(let red, let green, let blue): return (Int(red), Int(green), Int(blue))
    }
  }

  /// The standard colour (0 to 15) closest to `color`.
  static func nearestStandard(to color: DrawingColor) -> Int {
    if case .indexed(let index) = color, index < 16 { return Int(index) }
    let target = components(of: color)
    var best = 0
    for candidate in 1..<standard.count
    where distance(standard[candidate], target) < distance(standard[best], target) {
      best = candidate
    }
    return best
  }

  /// The indexed colour from the cube or the grey ramp (16 to 255) closest to `color`.
  static func nearestIndexed(to color: DrawingColor) -> Int {
    if case .indexed(let index) = color { return Int(index) }
    let target = components(of: color)
    func nearestLevel(_ value: Int) -> Int {
      var best = 0
      for level in 1..<cubeLevels.count
      where abs(cubeLevels[level] - value) < abs(cubeLevels[best] - value) {
        best = level
      }
      return best
    }
    let cube =
      16 + 36 * nearestLevel(target.0) + 6 * nearestLevel(target.1) + nearestLevel(target.2)
    let average = (target.0 + target.1 + target.2) / 3
    let grey = 232 + min(23, max(0, (average - 8 + 5) / 10))
    let cubeDistance = distance(components(of: UInt8(cube)), target)
    let greyDistance = distance(components(of: UInt8(grey)), target)
    return greyDistance < cubeDistance ? grey : cube
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let red = a.0 - b.0
    let green = a.1 - b.1
    let blue = a.2 - b.2
    return red * red + green * green + blue * blue
  }
}

import Foundation

/// Lists as animation values: a gradient's `colors` (`[CGColor]`, as UIKit code passes them) and `locations`
/// (`[NSNumber]`, `[Double]`, number literals).
///
/// ```swift
/// AnimationValue(any: [Color.white.cgColor, Color.black.cgColor])   // .colors([.white, .black])
/// AnimationValue(any: [-1.0, -0.5, 0.0])                             // .numbers([-1, -0.5, 0])
/// ```
extension AnimationValue {
    /// A list of colours or of numbers, or nil when `value` is no list or mixes the two.
    nonisolated init?(list value: Any?) {
        switch value {
        case let v as [Double]: self = .numbers(v)
        case let v as [CGFloat]: self = .numbers(v.map(Double.init))
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [Int]: self = .numbers(v.map(Double.init))
        case let v as [Float]: self = .numbers(v.map(Double.init))
        case let v as [CGColor]: self = .colors(v.map(\.color))
        case let v as [Color]: self = .colors(v)
        case let v as [Any]:
            var colors: [Color] = [], numbers: [Double] = []
            for item in v {
                switch AnimationValue(any: item) {
                case .color(let c)?: colors.append(c)
                case .scalar(let x)?: numbers.append(x)
                default: return nil
                }
            }
            if colors.isEmpty { self = .numbers(numbers) } else if numbers.isEmpty { self = .colors(colors) } else { return nil }
        default: return nil
        }
    }

    /// The number of elements of a list value (nil for any other value).
    var listCount: Int? {
        switch self {
        case .colors(let c): c.count
        case .numbers(let n): n.count
        default: nil
        }
    }
}

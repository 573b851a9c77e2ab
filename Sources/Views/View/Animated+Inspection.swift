import Foundation

/// An `@Animated` property read without knowing its value type (for traces and inspectors).
package protocol AnimatedPropertyReading {
    /// The value on screen now.
    var presentationAny: Any { get }
}

extension Animated: AnimatedPropertyReading {
    package var presentationAny: Any { projectedValue.presentationValue }
}

extension View {
    /// The view's `@Animated` properties, named as declared (`value`, not `_value`), subclass first, with
    /// their values on screen now.
    ///
    /// ```swift
    /// gauge.animatedPropertyValues()   // [("value", 0.42)]
    /// ```
    package func animatedPropertyValues() -> [(name: String, value: Any)] {
        // A view whose `@Animated` properties were never used has no content store: no reflection needed.
        guard !extraAnimatedStores.isEmpty else { return [] }
        var found: [(name: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let reading = child.value as? AnimatedPropertyReading, let label = child.label else { continue }
                found.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, reading.presentationAny))
            }
            mirror = current.superclassMirror
        }
        return found
    }
}

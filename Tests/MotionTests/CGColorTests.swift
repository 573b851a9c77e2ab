import Foundation
import Testing
@testable import Motion

/// CGColor as UIKit code uses it: `color.cgColor` into a layer, `UIColor(cgColor:)` back, components, alpha.
struct CGColorTests {
    @Test func aColorRoundTripsThroughItsCGColor() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let cg = color.cgColor
        #expect(cg.components == [0.2, 0.4, 0.6, 0.8])
        #expect(cg.numberOfComponents == 4)
        #expect(cg.alpha == 0.8)
        #expect(Color(cgColor: cg) == color)
        #expect(cg == Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).cgColor)
        #expect(cg != Color.systemBlue.cgColor)
    }

    @Test func componentsGreyAndAlphaCopies() {
        let shadow = CGColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        #expect(Color(cgColor: shadow).alpha == 0.3)
        #expect(shadow.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(shadow.alpha == 0.3, "the copy leaves the original")
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
        #expect(CGColor.clear.alpha == 0 && CGColor.white == Color(white: 1).cgColor && CGColor.black == Color(white: 0).cgColor)
        #expect(CGColor(red: 2, green: -1, blue: .nan, alpha: 1).components == [1, 0, 0, 1], "clamped as Color is")
    }
}

import Foundation
import Testing
@testable import Motion

@Suite struct ColorTests {
    @Test func componentsAreStoredStraight() {
        let c = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(c.red == 0.2 && c.green == 0.4 && c.blue == 0.6 && c.alpha == 0.5)
        #expect(Color(red: 1, green: 0, blue: 0).alpha == 1)
    }

    @Test func componentsAreClampedToUnitRange() {
        let c = Color(red: 1.5, green: -0.5, blue: .nan, alpha: 2)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func whiteIsAGrey() {
        #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        #expect(Color(white: 0) == .black)
        #expect(Color(white: 1) == .white)
    }

    @Test func hexSplitsIntoBytes() {
        let c = Color(hex: 0x007AFF)
        #expect(c.red == 0 && c.green == 122.0 / 255 && c.blue == 1 && c.alpha == 1)
        #expect(Color(hex: 0xFF8000, alpha: 0.25) == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.25))
        #expect(Color(hex: 0xAB_00FF00) == .green)
    }

    @Test func namedColours() {
        #expect(Color.clear.alpha == 0)
        #expect(Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.gray == Color(white: 0.5))
        #expect(close(Color.lightGray.red, 2.0 / 3.0) && close(Color.darkGray.red, 1.0 / 3.0))
        #expect(Color.systemBlue == Color(hex: 0x007AFF))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func withAlphaComponentKeepsTheColour() {
        let c = Color.systemBlue.withAlphaComponent(0.3)
        #expect(c == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.3))
    }

    @Test func hashableTreatsEqualColoursAsOne() {
        let set: Set<Color> = [.red, Color(hex: 0xFF0000), .blue, Color(red: 0, green: 0, blue: 1, alpha: 1)]
        #expect(set.count == 2)
    }

    @Test func animatableDataIsPremultiplied() {
        let c = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
        #expect(c.animatableData == PremultipliedRGBA(red: 0.5, green: 0.25, blue: 0.125, alpha: 0.5))
        #expect(Color.clear.animatableData == .zero)
    }

    @Test func rebuildingDividesByAlpha() {
        let c = Color(animatableData: PremultipliedRGBA(red: 0.2, green: 0.1, blue: 0, alpha: 0.4))
        #expect(close(c, Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.4)))
        let original = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.7)
        #expect(close(Color(animatableData: original.animatableData), original))
    }

    @Test func nearZeroAlphaRebuildsAsClear() {
        #expect(Color(animatableData: PremultipliedRGBA(red: 1e-9, green: 0, blue: 0, alpha: 1e-9)) == .clear)
        #expect(Color(animatableData: PremultipliedRGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: -0.2)) == .clear)
    }

    @Test func overshootIsClamped() {
        let c = Color(animatableData: PremultipliedRGBA(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.1))
        #expect(c == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func fadingInFromClearKeepsTheHue() {
        // Straight-alpha interpolation would give (0.5, 0, 0, 0.5): a dark red.
        let mid = Color.clear.interpolated(to: .red, fraction: 0.5)
        #expect(close(mid, Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        for f in [0.1, 0.25, 0.75, 0.9] {
            let c = Color.clear.interpolated(to: .systemBlue, fraction: f)
            #expect(close(c, Color.systemBlue.withAlphaComponent(CGFloat(f))))
        }
    }

    @Test func opaqueColoursInterpolateComponentwise() {
        let mid = Color.red.interpolated(to: .blue, fraction: 0.5)
        #expect(close(mid, Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
    }

    @Test func translucentColoursInterpolateInPremultipliedSpace() {
        // Premultiplied (0.25, 0, 0, 0.25) and (0, 0, 0.75, 0.75): mid (0.125, 0, 0.375, 0.5).
        let a = Color.red.withAlphaComponent(0.25), b = Color.blue.withAlphaComponent(0.75)
        #expect(close(a.interpolated(to: b, fraction: 0.5), Color(red: 0.25, green: 0, blue: 0.75, alpha: 0.5)))
    }

    @Test func premultipliedVectorArithmeticScalesEverythingWithX() {
        let v = PremultipliedRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(v.scaled(x: 0.5, y: 100) == PremultipliedRGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(v - v == .zero)
        #expect(v + .zero == v)
        #expect((v + v).alpha == 1.6)
    }
}

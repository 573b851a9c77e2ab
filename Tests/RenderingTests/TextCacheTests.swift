import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    /// The texts set most recently are kept: a text that cycles through a few values every frame is set by
    /// SDL_ttf once per value, the same raster (the same pixels) found again after; the kept ones stay bounded.
    @Suite struct TextCacheTests {
        @Test func aTextSetAgainIsFoundNotSetAgain() throws {
            let text = try TextRenderer()
            let font = Font.systemFont(ofSize: 15)
            func set(_ s: String) -> TextRaster? {
                text.render(s, font: font, color: .black, scale: 2, wrapWidth: nil, maxWidth: 400, alignment: .left)
            }
            let first = try #require(set("42 %"))
            let before = text.setCount
            for _ in 0..<3 {
                for value in ["41 %", "42 %", "43 %"] { _ = set(value) }
            }
            #expect(text.setCount == before + 2, "only 41 % and 43 % were new")
            #expect(set("42 %") === first)
            // Another colour, width or size is another raster.
            _ = text.render("42 %", font: font, color: .white, scale: 2, wrapWidth: nil, maxWidth: 400, alignment: .left)
            _ = text.render("42 %", font: font, color: .black, scale: 1, wrapWidth: nil, maxWidth: 400, alignment: .left)
            #expect(text.setCount == before + 4)
        }

        @Test func measuringAgainIsFound() throws {
            let text = try TextRenderer()
            let font = Font.systemFont(ofSize: 15)
            let a = text.size(of: "Hello", font: font)
            let kept = text.keptCounts.measured
            #expect(text.size(of: "Hello", font: font) == a)
            #expect(text.keptCounts.measured == kept)
        }

        @Test func theKeptTextsStayBounded() throws {
            let text = try TextRenderer()
            let font = Font.systemFont(ofSize: 13)
            for i in 0..<(TextRenderer.renderedLimit + 40) {
                _ = text.render("n\(i)", font: font, color: .black, scale: 1, wrapWidth: nil, maxWidth: nil, alignment: .left)
                _ = text.size(of: "n\(i)", font: font)
            }
            #expect(text.keptCounts.rendered <= TextRenderer.renderedLimit)
            // The newest are kept, the oldest went first.
            let before = text.setCount
            _ = text.render("n\(TextRenderer.renderedLimit + 39)", font: font, color: .black, scale: 1, wrapWidth: nil,
                            maxWidth: nil, alignment: .left)
            #expect(text.setCount == before)
            _ = text.render("n0", font: font, color: .black, scale: 1, wrapWidth: nil, maxWidth: nil, alignment: .left)
            #expect(text.setCount == before + 1)
        }
    }

    /// `RecentCache`: bounded by count and by cost, the least recently used evicted first.
    @Suite struct RecentCacheTests {
        @Test func evictsTheLeastRecentlyUsed() {
            var cache = RecentCache<Int, String>(limit: 3)
            cache.insert("a", for: 1)
            cache.insert("b", for: 2)
            cache.insert("c", for: 3)
            #expect(cache.value(for: 1) == "a")     // 1 is now the most recent: 2 goes next
            cache.insert("d", for: 4)
            #expect(cache.count == 3)
            #expect(cache.value(for: 2) == nil)
            #expect(cache.value(for: 1) == "a" && cache.value(for: 3) == "c" && cache.value(for: 4) == "d")
        }

        @Test func keepsWithinItsBudget() {
            var cache = RecentCache<Int, Int>(limit: 10, budget: 100)
            for i in 0..<10 { cache.insert(i, for: i, cost: 30) }
            #expect(cache.count == 3 && cache.cost == 90)
            cache.insert(99, for: 99, cost: 101)      // costlier than the whole budget: not kept
            #expect(cache.value(for: 99) == nil && cache.cost == 90)
            cache.insert(7, for: 7, cost: 50)          // replaces key 7's entry, evicting the oldest to fit
            #expect(cache.cost <= 100 && cache.value(for: 7) == 7)
        }
    }
}

import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    @Suite struct ImageStoreTests {
        @Test func assetsAreFound() throws {
            let directory = try #require(AssetLocator.directory)
            #expect(FileManager.default.fileExists(atPath: directory + "/Fonts/wqy-microhei.ttc"))
            #expect(try AssetLocator.path("Images/landscape.png") == directory + "/Images/landscape.png")
            #expect(throws: RenderingError.missingFile(path: directory + "/Images/none.png")) {
                try AssetLocator.path("Images/none.png")
            }
        }

        @Test func namesMapToPNGFilesInTheDirectory() {
            let store = ImageStore(directory: "/some/where")
            #expect(store.path(for: "landscape") == "/some/where/landscape.png")
            #expect(ImageStore().path(for: "landscape") == AssetLocator.directory! + "/Images/landscape.png")
        }

        @Test func loadsTheBundledImagesAtTheirSize() throws {
            let store = ImageStore()
            #expect(try store.size(of: Image(named: "landscape")!) == CGSize(width: 256, height: 192))
            #expect(try store.size(of: Image(named: "wallpaper")!) == CGSize(width: 750, height: 1334))
        }

        @Test func keepsOneSurfacePerImage() throws {
            let store = ImageStore()
            let image = Image(named: "landscape")!
            let first = try store.surface(for: image)
            let second = try store.surface(for: image)
            #expect(first == second)
        }

        @Test func missingImageThrowsNamingThePath() {
            let store = ImageStore()
            let path = store.path(for: "no-such-image")
            #expect {
                _ = try store.size(of: Image(named: "no-such-image")!)
            } throws: { error in
                (error as? RenderingError) == .missingFile(path: path) && "\(error)".contains("no-such-image.png")
            }
        }

        @Test func unreadableImageThrowsNamingThePath() throws {
            let dir = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Data("GIF89a, not a PNG".utf8).write(to: URL(fileURLWithPath: dir + "/broken.png"))
            let store = ImageStore(directory: dir)
            #expect {
                _ = try store.size(of: Image(named: "broken")!)
            } throws: { error in
                guard let e = error as? RenderingError, case .unreadable(let p, _) = e else { return false }
                return p == dir + "/broken.png" && e.description.contains(p)
            }
        }
    }
}

// swift-tools-version:6.0
import PackageDescription

// Release builds skip the run-time exclusivity checks on class properties and globals (the debug builds the
// tests run keep them): on the per-frame path of the view tree each check cost a thread-local look-up.
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "AnimationPlayground",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Views", targets: ["Views"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .executable(name: "playground", targets: ["playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C shims: only Rendering and Platform import them.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pure Swift: time, display links, timing curves, springs, geometry, interpolation.
        .target(name: "Motion", swiftSettings: releaseSpeed),
        // Pure Swift: the view tree, animators, block and keyframe animations, layer timing, touches.
        .target(name: "Views", dependencies: ["Motion"], swiftSettings: releaseSpeed),
        // Composites the presentation tree into an ARGB framebuffer: cairo, blur, text (SDL2_ttf), images, PNG.
        .target(name: "Rendering", dependencies: ["Views", "CCairo", "CSDL2", "CPixelKernels"], swiftSettings: releaseSpeed),
        // The seed demos and the gallery, as scenes loaded by name.
        .target(name: "Demos", dependencies: ["Views"], swiftSettings: releaseSpeed),
        // The SDL window and vsync loop, input translation, the headless runner and scripts.
        .target(name: "Platform", dependencies: ["Views", "Rendering", "Demos", "CSDL2"], swiftSettings: releaseSpeed),
        // Counts heap allocations per thread (the executable's malloc family forwards to glibc's): the bench's
        // allocations per frame.
        .target(name: "CAllocCounter"),
        // The backdrop blur's innermost loop, in C for the compiler to vectorize.
        .target(name: "CPixelKernels", cSettings: [.unsafeFlags(["-O3"])]),
        // Golden-image comparison for the visual tests (pixelmatch, __Snapshots__ folders, record modes).
        .target(name: "VisualTesting", dependencies: ["Rendering"]),
        .executableTarget(
            name: "playground",
            dependencies: [
                "Motion", "Views", "Rendering", "Platform", "Demos", "CAllocCounter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Views", "VisualTesting"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "Demos", "Rendering", "VisualTesting"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["playground", "Rendering", "VisualTesting"]),
    ],
    swiftLanguageModes: [.v5]
)

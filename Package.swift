// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AnimationPlayground",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Views", targets: ["Views"]),
        .executable(name: "playground", targets: ["playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: time, display links, timing curves, springs, geometry, interpolation.
        .target(name: "Motion"),
        // Pure Swift: the view tree, animators, block and keyframe animations, layer timing.
        .target(name: "Views", dependencies: ["Motion"]),
        .executableTarget(
            name: "playground",
            dependencies: [
                "Motion", "Views",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["playground"]),
    ],
    swiftLanguageModes: [.v5]
)

import Testing

@testable import ListKitWeb

@MainActor
struct OriginTests {
  @Test func aLoopbackServerTakesItsOwnOriginUnderEveryLoopbackName() {
    let registry = WebSessionRegistry(host: "127.0.0.1", port: 8080)
    for origin in [
      nil, "http://127.0.0.1:8080", "http://localhost:8080", "http://LOCALHOST:8080",
      "http://[::1]:8080",
    ] {
      #expect(registry.allows(origin: origin), "\(origin ?? "no origin")")
    }
    for origin in [
      "http://127.0.0.1:8081", "https://127.0.0.1:8080", "http://127.0.0.1", "null", "",
      "ws://127.0.0.1:8080", "http://example.com:8080", "http://localhost:8080.example.com",
      "http://127.0.0.1:8080, http://example.com",
    ] {
      #expect(!registry.allows(origin: origin), "\(origin)")
    }
  }

  @Test func theBoundPortIsTheOriginsPort() {
    let registry = WebSessionRegistry(host: "127.0.0.1", port: 0)
    registry.setBoundPort(40123)
    #expect(registry.allows(origin: "http://127.0.0.1:40123"))
    #expect(!registry.allows(origin: "http://127.0.0.1:0"))
  }

  @Test func anotherAddressTakesOnlyItsOwnName() {
    let registry = WebSessionRegistry(host: "192.168.1.5", port: 9000)
    #expect(registry.allows(origin: "http://192.168.1.5:9000"))
    #expect(!registry.allows(origin: "http://localhost:9000"))
    let ipv6 = WebSessionRegistry(host: "::1", port: 9000)
    #expect(ipv6.allows(origin: "http://[::1]:9000"))
    #expect(ipv6.allows(origin: "http://localhost:9000"))
    let everywhere = WebSessionRegistry(host: "0.0.0.0", port: 9000)
    #expect(everywhere.allows(origin: "http://127.0.0.1:9000"))
    #expect(!everywhere.allows(origin: "http://example.com:9000"))
  }
}

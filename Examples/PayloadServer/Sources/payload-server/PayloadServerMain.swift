import Hummingbird
import PayloadServer

/// Runs the payload server until it is interrupted.
///
/// `PORT` sets the port (default 8080) and `HOST` the address to bind (default 127.0.0.1; use
/// 0.0.0.0 inside a container).
@main
struct PayloadServerMain {
    /// Reads the environment, builds the application and serves.
    static func main() async throws {
        let environment = Environment()
        let host = environment.get("HOST") ?? "127.0.0.1"
        let port = environment.get("PORT", as: Int.self) ?? 8080
        let app = buildApplication(
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "payload-server"))
        try await app.runService()
    }
}

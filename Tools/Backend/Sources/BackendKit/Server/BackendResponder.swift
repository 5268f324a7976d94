import Hummingbird
import Logging
import NIOCore

/// The thin Hummingbird layer: reads a request into a `BackendRequest`, asks the `Backend`, and
/// performs the outcome — a response, or a fault that only a server can perform. Each request is
/// logged at `debug`, its secrets hidden (``RequestLogLine``).
struct BackendResponder: HTTPResponder {
    /// The largest request body read (a scenario, a view); a larger one is refused with 413.
    static let maxRequestBytes = 1 << 20

    let backend: Backend
    let logger: Logger

    func respond(to request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.maxRequestBytes)
        } catch {
            return OutcomePerformer.response(BackendResponse.error("the request body is too large", status: 413))
        }
        let backendRequest = BackendRequest(
            method: request.method.rawValue, target: request.uri.string,
            headers: request.headers.map { BackendRequest.Header($0.name.rawName, $0.value) }, body: Array(buffer: body),
            peerIsLoopback: context.peerIsLoopback
        )
        RequestLogLine.log(backendRequest, to: logger)
        return await OutcomePerformer.perform(await backend.handle(backendRequest), on: context.channel)
    }
}

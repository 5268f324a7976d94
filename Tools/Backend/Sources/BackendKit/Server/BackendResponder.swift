import Hummingbird
import NIOCore

/// The thin Hummingbird layer: reads a request into a `BackendRequest`, asks the `Backend`, and
/// performs the outcome — a response, or a fault that only a server can perform.
struct BackendResponder: HTTPResponder {
    /// The largest request body read (a scenario, a view); a larger one is refused with 413.
    static let maxRequestBytes = 1 << 20

    let backend: Backend

    func respond(to request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.maxRequestBytes)
        } catch {
            return OutcomePerformer.response(BackendResponse.error("the request body is too large", status: 413))
        }
        let backendRequest = BackendRequest(
            method: request.method.rawValue, target: request.uri.string, body: Array(buffer: body),
            peerIsLoopback: context.peerIsLoopback
        )
        return await OutcomePerformer.perform(await backend.handle(backendRequest), on: context.channel)
    }
}

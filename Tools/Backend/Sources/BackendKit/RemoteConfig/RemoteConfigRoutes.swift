/// `GET /config`: the remote config in force, for the app to keep and use at its next launch.
/// Like every API route it is logged and can be broken by a scenario (`/config 503`).
struct RemoteConfigRoutes: Sendable {
    static let path = "/config"

    let state: RemoteConfigState

    static func handles(_ path: String) -> Bool {
        path == Self.path
    }

    func respond(to request: BackendRequest) -> BackendResponse {
        guard request.method == "GET" else { return .error("\(request.method) /config is not served; GET it", status: 405) }
        return BackendResponse(
            status: 200,
            headers: [BackendResponse.Header("Content-Type", "application/json; charset=utf-8")],
            body: state.bytes)
    }
}

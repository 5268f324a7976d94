extension ControlRoutes {
    /// `POST /_backend/config` with a JSON object: the remote config `GET /config` serves from now on.
    func replaceRemoteConfig(_ request: BackendRequest) -> BackendResponse {
        do {
            try remoteConfig.replace(with: request.body)
            return .text("remote config in force\n")
        } catch {
            return .error("remote config \(error)", status: 400)
        }
    }
}

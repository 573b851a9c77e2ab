@_exported import Motion

/**
 * A throwaway certificate for serving the build over HTTPS and HTTP/2 on this machine (the
 * benchmark, the server's tests). It is made by the openssl command, which Debian ships, lives
 * in a temporary directory and is valid for one day, for localhost and 127.0.0.1 only.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

export async function selfSignedCertificate(): Promise<Certificate> {
  const directory = await mkdtemp(path.join(tmpdir(), "saffron-tls-"));
  try {
    const key = path.join(directory, "key.pem");
    const cert = path.join(directory, "cert.pem");
    // EC keys are made in milliseconds; the subjectAltName is what browsers check.
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } catch (error) {
    throw new Error(`Could not make a certificate with openssl (apt-get install openssl): ${String(error)}`, {
      cause: error,
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

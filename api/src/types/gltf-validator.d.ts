/** The parts of gltf-validator's API this project uses (the package ships no types). */
declare module 'gltf-validator' {
  interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
    offset?: number;
  }
  interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[]; truncated: boolean };
    info?: Record<string, unknown>;
  }
  interface ValidationOptions {
    uri?: string;
    maxIssues?: number;
    ignoredIssues?: string[];
    severityOverrides?: Record<string, number>;
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
  }
  const validator: {
    version(): string;
    validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
  };
  export default validator;
}

package jcirc.frontend.diag;

public enum Severity {
    NOTE("note"), WARNING("warning"), ERROR("error"), FATAL("fatal error");

    private final String label;

    Severity(String label) { this.label = label; }

    public String label() { return label; }

    public boolean isError() { return this == ERROR || this == FATAL; }
}

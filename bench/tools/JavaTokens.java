// For bench/tools/java.mjs: javac's own reading of Java files, all in one JVM.
// Arguments: a list file of `original<TAB>stripped` paths. For each pair it prints
// `index<TAB>kind<TAB>detail` lines, kind being
//   unchecked: javac's parser reports an error in the original;
//   broken:    the parser reports an error in the stripped text only;
//   altered:   javac's scanner gives another token stream for the stripped text (comments are no
//              tokens: the scanner hangs them on the token after them);
//   kept:      a token of the stripped text still carries a comment.
// The scanner is javac's internal one (jdk.compiler/com.sun.tools.javac.parser, exported to this
// file by the launcher's --add-exports); the parse goes through the public JavacTask.parse().
import com.sun.source.util.JavacTask;
import com.sun.tools.javac.parser.Scanner;
import com.sun.tools.javac.parser.ScannerFactory;
import com.sun.tools.javac.parser.Tokens.Token;
import com.sun.tools.javac.parser.Tokens.TokenKind;
import com.sun.tools.javac.util.Context;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

public class JavaTokens {
  public static void main(String[] args) throws IOException {
    List<String[]> pairs = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(args[0]))) if (!line.isEmpty()) pairs.add(line.split("\t"));
    List<String> originals = new ArrayList<>(), stripped = new ArrayList<>();
    for (String[] pair : pairs) {
      originals.add(Files.readString(Path.of(pair[0])));
      stripped.add(Files.readString(Path.of(pair[1])));
    }
    Set<Integer> badBefore = parseErrors(originals), badAfter = parseErrors(stripped);
    ScannerFactory scanners = ScannerFactory.instance(new Context());
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < pairs.size(); k++) {
      if (badBefore.contains(k)) {
        out.append(k).append("\tunchecked\tjavac's parser rejects the original\n");
        continue;
      }
      if (badAfter.contains(k)) out.append(k).append("\tbroken\tjavac's parser rejects the stripped text\n");
      List<String> before = tokens(scanners, originals.get(k), null);
      StringBuilder comment = new StringBuilder();
      List<String> after = tokens(scanners, stripped.get(k), comment);
      int i = 0;
      while (i < before.size() && i < after.size() && before.get(i).equals(after.get(i))) i++;
      if (i < before.size() || i < after.size()) {
        out.append(k).append("\taltered\ttoken ").append(i).append(": ")
          .append(i < before.size() ? before.get(i) : "(end)").append(" / ").append(i < after.size() ? after.get(i) : "(end)").append('\n');
      }
      if (comment.length() > 0) out.append(k).append("\tkept\t").append(comment).append('\n');
    }
    System.out.print(out);
  }

  /** The token stream of `text`, one string per token; the text before the first token carrying a comment goes to `comment`. */
  static List<String> tokens(ScannerFactory scanners, String text, StringBuilder comment) {
    Scanner scanner = scanners.newScanner(text, false);
    List<String> out = new ArrayList<>();
    for (;;) {
      scanner.nextToken();
      Token token = scanner.token();
      if (comment != null && comment.length() == 0 && token.comments != null && !token.comments.isEmpty()) {
        // Only doc comments know where they are: show what comes before the token.
        String before = text.substring(Math.max(0, token.pos - 80), token.pos).replaceAll("\\s+", " ");
        comment.append(before).append(" [before ").append(token.kind).append(']');
      }
      if (token.kind == TokenKind.EOF) return out;
      out.add(token.kind + " " + value(token));
    }
  }

  /** A name's or a literal's text, else "" (the kind of a token is its whole value then). */
  static String value(Token token) {
    // A switch on Token.Tag does not compile outside jdk.compiler: ask, as only names have name()
    // and only literals stringVal().
    try {
      return token.name().toString();
    } catch (UnsupportedOperationException notNamed) {
      try {
        return token.stringVal();
      } catch (UnsupportedOperationException notLiteral) {
        return "";
      }
    }
  }

  /** Indexes of the texts in which javac's parser reports an error (one task for them all). */
  static Set<Integer> parseErrors(List<String> texts) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    List<JavaFileObject> sources = new ArrayList<>();
    for (int k = 0; k < texts.size(); k++) {
      String text = texts.get(k);
      sources.add(new SimpleJavaFileObject(URI.create("string:///F" + k + ".java"), JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return text;
        }
      });
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavacTask task = (JavacTask) compiler.getTask(null, null, diagnostics, List.of("-proc:none"), null, sources);
    task.parse();
    Set<Integer> bad = new HashSet<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR || d.getSource() == null) continue;
      String name = d.getSource().toUri().getPath();
      bad.add(Integer.parseInt(name.substring(name.lastIndexOf('F') + 1, name.length() - 5)));
    }
    return bad;
  }
}

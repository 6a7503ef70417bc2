import type { Role } from "../../desk/roles.ts";
import type { NewAccountWords, SignInWords } from "../en/sign-in.ts";
import type { Translation } from "../translation.ts";

const roles: Record<Role, string> = { owner: "Propietario", sales: "Ventas", viewer: "Lector" };

export const signInWords = {
  meta: {
    title: "Iniciar sesión",
    description: "Inicie sesión en el panel de consultas del propietario.",
  },
  heading: "Iniciar sesión",
  intro: "El panel del propietario: cada consulta, del primer mensaje al pedido ganado.",
  email: "Correo electrónico",
  password: "Contraseña",
  submit: "Iniciar sesión",
  submitting: "Iniciando sesión…",
  or: "o",
  passkey: "Iniciar sesión con una llave de acceso",
  passkeyWorking: "Esperando su llave de acceso…",
  noAccount:
    "Las cuentas se crean por invitación de uno de los propietarios del sitio; no hay registro público.",
  noAccountYet: "Aún no hay ninguna cuenta: el servidor mostró un enlace de configuración al arrancar.",
  errors: {
    wrong: "Correo electrónico o contraseña incorrectos.",
    locked: (minutes: number) =>
      `Demasiados intentos fallidos. Vuelva a intentarlo dentro de ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
    passkey: "El inicio de sesión con la llave de acceso no terminó. Inténtelo de nuevo o use su contraseña.",
    noPasskeySupport: "Este navegador no admite llaves de acceso. Inicie sesión con su contraseña.",
    network: "No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
  },
} as const satisfies Translation<SignInWords>;

export const newAccountWords = {
  invitation: {
    title: "Su invitación",
    description: "Acepte una invitación al panel: elija una contraseña o añada una llave de acceso.",
    heading: "Únase al panel",
    checking: "Comprobando su invitación…",
    intro: (email: string, role: Role) =>
      `Está invitado con el rol ${roles[role]}, con la dirección ${email}. Elija una contraseña o añada una llave de acceso para iniciar sesión.`,
  },
  setup: {
    title: "Primera cuenta",
    description: "Cree la primera cuenta del panel con el enlace que el servidor mostró al arrancar.",
    checking: "Comprobando el enlace de configuración…",
    heading: "Crear la primera cuenta",
    intro: "Esta cuenta es el primer propietario del panel: podrá invitar al resto del equipo.",
    email: "Correo electrónico",
  },
  password: "Contraseña",
  passwordHelp: "Al menos 12 caracteres; una frase de unas pocas palabras es lo más fácil de recordar.",
  usePassword: "Elegir esta contraseña",
  or: "o",
  usePasskey: "Añadir una llave de acceso",
  working: "Procesando…",
  noLink: "Esta página necesita el enlace de su correo (o el que mostró el servidor).",
  noPasskeySupport: "Este navegador no puede crear llaves de acceso. Elija una contraseña.",
  passkeyFailed: "No se creó la llave de acceso. Inténtelo de nuevo o elija una contraseña.",
  network: "No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.",
  signIn: "Ir a iniciar sesión",
  refusals: {
    unknownInvitation: "Este enlace de invitación no es válido. Pida uno nuevo al propietario que le invitó.",
    expired:
      "Esta invitación ha caducado: los enlaces son válidos 72 horas. Pida uno nuevo al propietario que le invitó.",
    revoked: "Esta invitación fue revocada. Pida una nueva al propietario que le invitó.",
    used: "Esta invitación ya se ha usado. Inicie sesión.",
    hasAccount: "Ya existe una cuenta con esta dirección de correo. Inicie sesión.",
    setupGone: "Este enlace de configuración ya no es válido: ya existe una cuenta. Inicie sesión.",
    unknownSetup:
      "Este enlace de configuración no es válido. Use el enlace que mostró el servidor en su último arranque.",
    passkey: "No se pudo verificar la llave de acceso. Inténtelo de nuevo.",
  },
} as const satisfies Translation<NewAccountWords>;

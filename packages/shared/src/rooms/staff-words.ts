/** A value a message is built with. */
type Value = string | number;

/**
 * The rooms words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const roomsStaffWords = {
  // Back-office: rooms; {n} and {room} are its arguments.
  roomNameInvalid: 'Informe o nome da sala, com até 60 caracteres.',
  roomCapacityInvalid: 'A capacidade deve ser um número inteiro de 1 a 500.',
  roomNameTaken: 'Já existe uma sala com este nome.',
  roomCreated: 'Sala criada com sucesso!',
  roomUpdated: 'Sala atualizada com sucesso!',
  roomPictureSaved: 'Imagem da sala atualizada com sucesso!',
  roomPictureType: 'Envie uma imagem PNG, JPEG ou WebP.',
  roomPictureTooBig: 'A imagem deve ter no máximo 2\u00a0MB.',
  roomPictureMissing: 'Esta sala ainda não tem imagem.',
  adminRoomsTitle: 'Salas',
  adminRoomsIntro:
    'Salas inativas não aparecem para os membros em Reservar sala; as reservas feitas continuam no histórico.',
  adminRoomsEmpty: 'Nenhuma sala cadastrada.',
  adminRoomNew: 'Nova sala',
  adminRoomEditTitle: (room: Value) => `Editar ${room}`,
  adminRoomEdit: 'Editar',
  adminRoomName: 'Nome',
  adminRoomCapacity: 'Capacidade (pessoas)',
  adminRoomActive: 'Ativa: aparece para os membros em Reservar sala',
  adminRoomSave: 'Salvar',
  adminRoomClose: 'Fechar',
  adminRoomPeopleOne: '1 pessoa',
  adminRoomPeopleMany: (n: Value) => `${n} pessoas`,
  adminRoomIsActive: 'Ativa',
  adminRoomIsInactive: 'Inativa',
  adminRoomPicture: (room: Value) => `Imagem: ${room}`,
  adminRoomPictureChange: 'Trocar imagem',
  adminRoomQrLink: 'Imprimir QR Code',
  adminRoomQrLinkLabel: (room: Value) => `Imprimir QR Code de check-in: ${room}`,
  adminRoomQrTitle: 'QR Code de check-in',
  adminRoomQrAlt: (room: Value) => `QR Code de check-in: ${room}`,
  adminRoomQrHint: 'Aponte a câmera do celular para confirmar sua chegada (Cheguei).',
  adminRoomQrPrint: 'Imprimir',
  adminRoomQrBack: 'Voltar às salas',
  adminRoomPictureHint: 'PNG, JPEG ou WebP, até 2\u00a0MB.',
  adminRoomPictureSending: 'Enviando…',
  adminRoomConfirmDeactivate: (room: Value) =>
    `Desativar ${room}? A sala deixa de aparecer para os membros; as reservas feitas continuam no histórico.`,
} as const;

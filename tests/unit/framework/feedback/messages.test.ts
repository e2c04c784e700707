import { describe, expect, it } from 'vitest';
import { defaultText, feedbackMessages, TOAST } from '../../../../src/framework/feedback/messages.ts';

/** Spec section 8, copied exactly, each toast text once. */
const SPEC_SUCCESS = [
  'Registro creado con éxito', 'Registro actualizado con éxito', 'Registro eliminado con exito', 'Registro reactivado con exito',
  'Cargo actualizado con éxito', 'Actualizado con éxito', 'Facturas ganeradas con éxito', 'Archivo subido con éxito',
  'Archivo actualizado con éxito', 'Configuración modificada correctamente', 'Usuario eliminado con exito', 'Campo eliminado con exito',
  'Módulo creado', 'Módulo actualizado', 'Simulación generada', 'La cobertura ha sido solicitada correctamente',
  'Salida por diferencial exitosa', 'Salida parcial exitosa', 'Cobertura liquidada con éxito', 'Solicitud enviada',
  'Contraseña actualizada con éxito', 'Permisos actualizados', 'Préstamo enviado a recalcular',
];
const SPEC_ERRORS = [
  'Hubo un error al crear.', 'Hubo un error al actualizar.', 'Hubo un error al eliminar.', 'Hubo un error al reactivar.', 'Hubo un error al generar.',
  'Hubo un error al generar el cobro', 'Hubo un error al generar las facturas', 'Hubo un error al actualizar el cargo',
  'Hubo un error al cargar el archivo', 'Hubo un error al subir el archivo', 'Hubo un error al modificar la configuración',
  'Hubo un error al setear el idioma', 'Hubo un error al obtener los datos.', 'Hubo un error al obtener los códigos.',
  'Hubo un error al generar la simulación', 'Hubo un error al realizar la solicitud', 'Hubo un error al crear el pdf.',
  'Hubo un error al actualizar los datos del perfil', 'Hubo un error al actualizar la contraseña',
  'Hubo un error al obtener los datos del sidebar', 'Hubo un error al enviar préstamo a recalcular',
  'Error al generar salida', 'Error al liquidar cobertura', 'Error al actualizar los permisos', 'Error al cargar documento',
  'Error.', 'Necesitas Iniciar Sesión',
];

describe('feedback messages', () => {
  it('holds every toast text of spec section 8 exactly, and nothing else', () => {
    expect(Object.values(feedbackMessages.es.caudal.toast).sort()).toEqual([...SPEC_SUCCESS, ...SPEC_ERRORS].sort());
  });

  it('has an English text for every Spanish key', () => {
    const keysOf = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keysOf(v).map((s) => `${k}.${s}`) : [k]));
    expect(keysOf(feedbackMessages.en).sort()).toEqual(keysOf(feedbackMessages.es).sort());
  });

  it('names toasts by key and fills parameters into the Spanish default', () => {
    expect(TOAST.deleted).toBe('caudal.toast.deleted');
    expect(defaultText(TOAST.deleted)).toBe('Registro eliminado con exito');
    expect(defaultText('caudal.errors.validation', { message: 'Value is required' })).toBe('Error: Value is required');
    expect(defaultText('caudal.nothing')).toBeUndefined();
  });
});
